import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../api/session.ts';
import { isTeacher } from '../../app/session-rules.ts';
import { RegisterOutboxSync } from './RegisterOutboxSync.tsx';

// Only teachers load the pop-up's chunk.
const TeacherAttendance = lazy(() => import('./TeacherAttendance.tsx').then((m) => ({ default: m.TeacherAttendance })));

/** The logged-in layout's place for the teacher quick-attendance pop-up (platform spec section 4). */
export const TeacherAttendanceSlot = () => {
  const user = useCurrentUser();
  if (!user.data || !isTeacher(user.data)) return null;
  return (
    <>
      {/* The register's saves kept on the phone go when the app starts and when the network is back. */}
      <RegisterOutboxSync />
      <Suspense fallback={null}>
        <TeacherAttendance teacherId={user.data.id} />
      </Suspense>
    </>
  );
};
