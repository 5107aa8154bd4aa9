import { USER_TYPE } from '@kampus/contract/constants';
import { useCurrentUser } from '../../api/session.ts';
import { userTypeId } from '../../app/session-rules.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import Box from '@mui/material/Box';
import { lazy, Suspense, type ReactNode } from 'react';
import { RecentUpdates } from './RecentUpdates.tsx';

// One chunk per kind of home: a parent loads none of the staff's figures (nor their charts).
const FamilyHome = lazy(() => import('./FamilyHome.tsx').then((m) => ({ default: m.FamilyHome })));
const StaffHome = lazy(() => import('./StaffHome.tsx').then((m) => ({ default: m.StaffHome })));
const TeacherHome = lazy(() => import('./TeacherHome.tsx').then((m) => ({ default: m.TeacherHome })));

/** `/account/home`: the home page of the signed-in user's kind (docs/home.md). */
export const RoleHome = () => {
  const user = useCurrentUser();
  // Until the user is known, no home is chosen: a parent must never ask for the staff figures.
  if (!user.data) return <PageSpinner />;
  const type = userTypeId(user.data);
  const news = user.data.isSuperadmin === true;
  if (type === USER_TYPE.teacher) return withNews(<TeacherHome />, news);
  if (type === USER_TYPE.parent || type === USER_TYPE.student) return withNews(<FamilyHome />, news);
  return withNews(<StaffHome />, news);
};

/** A superadmin's home ends with the product's release notes; nobody else's (they are the operator's news). */
const withNews = (home: ReactNode, news: boolean) => (
  <>
    <Suspense fallback={<PageSpinner />}>{home}</Suspense>
    {news && (
      <Box sx={{ mt: 2 }}>
        <RecentUpdates />
      </Box>
    )}
  </>
);
