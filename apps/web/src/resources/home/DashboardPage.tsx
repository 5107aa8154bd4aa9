import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/session.ts';
import { useMenuTitle } from '../../app/layout/menu-tree.ts';
import { isTeacher, loadsActiveStudent } from '../../app/session-rules.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { RefreshButton } from '../dashboards/RefreshButton.tsx';
import { SchoolStats } from '../dashboards/SchoolStats.tsx';
import { FamilyHome } from './FamilyHome.tsx';
import { StaffHome } from './StaffHome.tsx';
import { TeacherHome } from './TeacherHome.tsx';

/**
 * `/school` and `/school/dashboard` (the Dashboard menu entry): the staff's figures of today with
 * the school's stats and charts under them; a teacher's lessons; a family's own home.
 */
export const DashboardPage = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // The page is named as its menu entry names it (one name per concept).
  const menuTitle = useMenuTitle();
  if (!user.data) return <PageSpinner />;
  if (isTeacher(user.data)) return <TeacherHome />;
  // A parent or student following an old link sees their own home, never the school's figures.
  if (loadsActiveStudent(user.data)) return <FamilyHome />;
  return (
    <>
      <StaffHome title={menuTitle ?? t('ui.home.dashboard')} actions={<RefreshButton />} />
      <SchoolStats />
    </>
  );
};
