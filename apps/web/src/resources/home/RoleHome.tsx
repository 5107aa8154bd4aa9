import { USER_TYPE } from '@kampus/contract/constants';
import { useCurrentUser } from '../../api/session.ts';
import { userTypeId } from '../../app/session-rules.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { FamilyHome } from './FamilyHome.tsx';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { RecentUpdates } from './RecentUpdates.tsx';
import { StaffHome } from './StaffHome.tsx';
import { TeacherHome } from './TeacherHome.tsx';

/** `/account/home`: the home page of the signed-in user's kind (docs/home.md). */
export const RoleHome = () => {
  const user = useCurrentUser();
  // Until the user is known, no home is chosen: a parent must never ask for the staff figures.
  if (!user.data) return <PageSpinner />;
  const type = userTypeId(user.data);
  if (type === USER_TYPE.teacher) return withNews(<TeacherHome />);
  if (type === USER_TYPE.parent || type === USER_TYPE.student) return withNews(<FamilyHome />);
  return withNews(<StaffHome />);
};

/** Every home ends with the product's recent updates. */
const withNews = (home: ReactNode) => (
  <>
    {home}
    <Box sx={{ mt: 2 }}>
      <RecentUpdates />
    </Box>
  </>
);
