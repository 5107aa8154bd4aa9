import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../api/session.ts';
import { loadsActiveStudent } from '../../app/session-rules.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useActiveStudent } from '../school-life/use-active-student.ts';
import { StudentListPage } from './StudentListPage.tsx';

/**
 * `/student`: staff and teachers get the list; a parent or student ("My student") the profile of
 * the active student, the first of their list unless another was chosen in the top bar.
 */
export const StudentHome = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { student, isLoading } = useActiveStudent();
  if (user.isLoading) return <PageSpinner />;
  if (!loadsActiveStudent(user.data)) return <StudentListPage />;
  if (isLoading) return <PageSpinner />;
  if (!student) return <Alert severity="info">{t('ui.student_profile.no_student')}</Alert>;
  return <Navigate to={`/student/${student.id}`} replace />;
};
