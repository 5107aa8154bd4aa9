import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { USER_TYPE } from '@kampus/contract/constants';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useHandInWork } from '../../api/hand-in.ts';
import { useCurrentUser } from '../../api/session.ts';
import { userTypeId } from '../../app/session-rules.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ChildSelect } from '../school-life/ChildSelect.tsx';
import { useActiveStudent } from '../school-life/use-active-student.ts';
import { HandInCard } from './HandInCard.tsx';

/**
 * The family's hand-in page (`/hand-in`, issue 31): the assignments of the active child's classes,
 * each with where its hand-in stands. A student hands in their own work here; a parent reads
 * what their child handed in (the server refuses a parent's write anyway).
 */
export const HandInPage = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { student, isLoading } = useActiveStudent();
  const work = useHandInWork(student?.id);
  const isStudent = userTypeId(user.data) === USER_TYPE.student;
  return (
    <>
      <PageHeader title={t('ui.hand_in.title')} />
      <ChildSelect label={t('ui.grades.child')} />
      {(isLoading || work.isLoading) && <PageSpinner />}
      {work.isError && <Alert severity="error">{errorMessage(work.error, t('app.an_error_occurred'))}</Alert>}
      {work.data && student && work.data.length === 0 && (
        <Alert severity="info">{t('ui.hand_in.none', { name: `${student.name} ${student.lastName}` })}</Alert>
      )}
      {work.data && work.data.length > 0 && (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          {work.data.map((row) => (
            <HandInCard key={row.assignment.id} work={row} student={isStudent ? student?.id : undefined} />
          ))}
        </Stack>
      )}
    </>
  );
};
