import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useActiveStudent } from '../school-life/use-active-student.ts';
import { StudentLoansList } from './StudentLoansList.tsx';

/** A family's library page: a card per child (a student's own card), titled by the child's name. */
export const FamilyLibraryPage = () => {
  const { t } = useTranslation();
  const { students, isLoading } = useActiveStudent();
  if (isLoading) return <PageSpinner />;
  return (
    <>
      <PageHeader title={t('ui.library.family_title')} />
      <Stack spacing={2}>
        {students.map((student) => (
          <Paper
            key={student.id}
            variant="outlined"
            component="section"
            sx={{ p: 2 }}
            aria-labelledby={`library-child-${student.id}`}
            data-testid="library-child"
          >
            <Typography id={`library-child-${student.id}`} variant="h6" component="h2" sx={{ mb: 1 }}>
              {student.name} {student.lastName}
            </Typography>
            <StudentLoansList studentId={student.id} />
          </Paper>
        ))}
      </Stack>
    </>
  );
};
