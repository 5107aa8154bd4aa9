import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/session.ts';
import { useMenuTitle } from '../../app/layout/menu-tree.ts';
import { isTeacher } from '../../app/session-rules.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { StaffHome } from './StaffHome.tsx';
import { TeacherHome } from './TeacherHome.tsx';

/** `/school/dashboard` (the Dashboard menu entry): the staff's figures of today, a teacher's lessons. */
export const DashboardPage = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // The page is named as its menu entry names it (one name per concept).
  const menuTitle = useMenuTitle();
  if (!user.data) return <PageSpinner />;
  return isTeacher(user.data) ? <TeacherHome /> : <StaffHome title={menuTitle ?? t('ui.home.dashboard')} />;
};
