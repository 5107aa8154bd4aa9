import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useDownloadPdf } from '../../api/finance-documents.ts';
import { useCourseGrades } from '../../api/grades.ts';
import { useStudentStandards } from '../../api/standards.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ChildSelect } from '../school-life/ChildSelect.tsx';
import { useActiveStudent } from '../school-life/use-active-student.ts';
import { CourseGradeCard } from './CourseGradeCard.tsx';
import { GraduationCard } from './GraduationCard.tsx';
import { ReportCardsCard } from './ReportCardsCard.tsx';
import { StandardsCard } from './StandardsCard.tsx';

/**
 * The family's grades (`/grades`, issue 31): the active child chosen as on the other family
 * pages, then a card per course of the child's class with released work, each with its grade
 * and how it is reached, the report cards the school has released and the way to graduation. A student sees their own.
 */
export const GradesPage = () => {
  const { t } = useTranslation();
  const { student, isLoading } = useActiveStudent();
  const grades = useCourseGrades(student?.id);
  const standards = useStudentStandards(student?.id);
  const print = useDownloadPdf();
  return (
    <>
      <PageHeader title={t('ui.grades.family_title')} />
      <ChildSelect label={t('ui.grades.child')} />
      {student && (
        // Every season's courses, credits and GPA on paper, from released work only; the same as data.
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
          {(['pdf', 'csv'] as const).map((format) => (
            <Button
              key={format}
              startIcon={<Download />}
              disabled={print.isPending}
              onClick={() =>
                print.mutate({
                  path: `/api/students/${student.id}/transcript/${format}`,
                  fileName: `${t('ui.transcripts.title')} ${student.name} ${student.lastName}.${format}`,
                })
              }
            >
              {t(format === 'pdf' ? 'ui.transcripts.download' : 'ui.transcripts.download_csv')}
            </Button>
          ))}
        </Stack>
      )}
      {print.isError && <Alert severity="error">{errorMessage(print.error, t('app.an_error_occurred'))}</Alert>}
      {student && (
        // The term's report cards, once the school has released them to the family.
        <Stack spacing={2} sx={{ maxWidth: 720, mb: 2 }}>
          <ReportCardsCard student={student} />
          <GraduationCard studentId={student.id} />
        </Stack>
      )}
      {(isLoading || grades.isLoading) && <PageSpinner />}
      {grades.isError && <Alert severity="error">{errorMessage(grades.error, t('app.an_error_occurred'))}</Alert>}
      {grades.data && student && grades.data.length === 0 && (
        <Alert severity="info">{t('ui.grades.none', { name: `${student.name} ${student.lastName}` })}</Alert>
      )}
      {grades.data && grades.data.length > 0 && (
        // One column on a phone, the cards stacked; wider screens keep them readable, not stretched.
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          {grades.data.map((course) => (
            <CourseGradeCard key={course.key} course={course} />
          ))}
        </Stack>
      )}
      {standards.data && standards.data.courses.length > 0 && (
        // The standards the school grades by, where it does: the child's level on each.
        <Stack spacing={2} sx={{ maxWidth: 720, mt: 2 }}>
          {standards.data.courses.map((entry) => (
            <StandardsCard key={`${entry.classTitle}:${entry.course.id}`} entry={entry} />
          ))}
        </Stack>
      )}
    </>
  );
};
