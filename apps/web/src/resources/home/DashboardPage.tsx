import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/session.ts';
import { isTeacher } from '../../app/session-rules.ts';
import { StaffHome } from './StaffHome.tsx';
import { TeacherHome } from './TeacherHome.tsx';

/** `/school/dashboard` (the Dashboard menu entry): the staff's figures of today, a teacher's lessons. */
export const DashboardPage = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return isTeacher(user.data) ? <TeacherHome /> : <StaffHome title={t('ui.home.dashboard')} />;
};
