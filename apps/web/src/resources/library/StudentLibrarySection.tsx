import Paper from '@mui/material/Paper';
import type { StudentSectionProps } from '../../app/screens.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StudentLoansList } from './StudentLoansList.tsx';

/** The profile's Library tab: the student's loan history, for staff and the family alike. */
export const StudentLibrarySection = ({ student, title, crumbs }: StudentSectionProps) => (
  <>
    <PageHeader title={title} crumbs={crumbs} />
    <Paper variant="outlined" sx={{ p: 2 }}>
      <StudentLoansList studentId={student.id} />
    </Paper>
  </>
);
