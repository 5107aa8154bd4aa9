import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../api/session.ts';
import { isTeacher } from '../../app/session-rules.ts';

// Only teachers load the pop-up's chunk.
const TeacherAttendance = lazy(() => import('./TeacherAttendance.tsx').then((m) => ({ default: m.TeacherAttendance })));

/** The logged-in layout's place for the teacher quick-attendance pop-up (platform spec section 4). */
export const TeacherAttendanceSlot = () => {
  const user = useCurrentUser();
  if (!user.data || !isTeacher(user.data)) return null;
  return (
    <Suspense fallback={null}>
      <TeacherAttendance teacherId={user.data.id} />
    </Suspense>
  );
};
