import CheckCircle from '@mui/icons-material/CheckCircle';
import Download from '@mui/icons-material/Download';
import TableChart from '@mui/icons-material/TableChart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useDownloadPdf } from '../../api/finance-documents.ts';
import { useClassGraduationProgress } from '../../api/graduation.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { STICKY_COLUMN } from '../../components/sticky-column.ts';
import { GridPickers } from '../gradebook-grid/GridPickers.tsx';
import { useClassCourseParams } from '../gradebook-grid/use-class-course.ts';

/**
 * A class's way to graduation (`/academic/graduation-progress?class=`, issue 31 part 5; docs/gradebook.md
 * "Graduation requirements"), for the staff who advise its students: each student (and the
 * programme they follow) by each requirement that is some student's of the class (a programme's
 * says so under its title, and is "not of their programme" for the others), the credits earned of those needed, a mark where it is met, how many are
 * met, all credits, and the student's transcript as a signed PDF and as CSV. The class is kept in the address.
 */
export const ClassGraduationPage = () => {
  const { t } = useTranslation();
  const { classId, choose } = useClassCourseParams();
  const progress = useClassGraduationProgress(classId);
  const print = useDownloadPdf();
  const data = progress.data;
  return (
    <>
      <PageHeader title={t('menu.graduation_progress')} />
      <GridPickers classId={classId} courseId={undefined} onChange={choose} withCourse={false} />
      {classId === undefined && <Alert severity="info">{t('ui.transcripts.progress_choose')}</Alert>}
      {progress.isLoading && <PageSpinner />}
      {progress.isError && <Alert severity="error">{errorMessage(progress.error, t('app.an_error_occurred'))}</Alert>}
      {print.isError && <Alert severity="error">{errorMessage(print.error, t('app.an_error_occurred'))}</Alert>}
      {data && data.requirements.length === 0 && <Alert severity="info">{t('ui.transcripts.progress_none')}</Alert>}
      {data && data.students.length === 0 && <Alert severity="info">{t('ui.transcripts.progress_empty')}</Alert>}
      {/* Without requirements the table still lists the class, its credits and each transcript. */}
      {data && data.students.length > 0 && (
        <>
          <Typography id="graduation-caption" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {/* The class's name isolated from the sentence's direction: "9-A" stays "9-A" in Arabic. */}
            {t('ui.transcripts.progress_heading', { class: `\u2068${data.class.title}\u2069` })}
          </Typography>
          {/* A phone scrolls the table inside its own box, not the page; the names stay in view. */}
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby="graduation-caption">
            <Table size="small" aria-labelledby="graduation-caption">
              <TableHead>
                <TableRow>
                  <TableCell scope="col" sx={STICKY_COLUMN}>
                    {t('ui.transcripts.student')}
                  </TableCell>
                  {data.requirements.map((requirement) => (
                    <TableCell key={requirement.id} scope="col" sx={{ minWidth: 120, verticalAlign: 'bottom' }}>
                      <Typography component="span" variant="subtitle2" sx={{ display: 'block' }}>
                        {/* The school's own words, in whatever language they are written. */}
                        <bdi>{requirement.title}</bdi>
                      </Typography>
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        <bdi>{requirement.subject ?? t('ui.transcripts.graduation_all')}</bdi>
                      </Typography>
                      {requirement.programme !== null && (
                        <Typography component="span" variant="caption" color="text.secondary">
                          {t('ui.transcripts.progress_programme', {
                            programme: `\u2068${requirement.programme}\u2069`,
                          })}
                        </Typography>
                      )}
                    </TableCell>
                  ))}
                  {data.requirements.length > 0 && (
                    <TableCell scope="col">{t('ui.transcripts.progress_met_column')}</TableCell>
                  )}
                  <TableCell scope="col">{t('ui.transcripts.progress_total')}</TableCell>
                  <TableCell scope="col">{t('ui.transcripts.title')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.students.map((student) => {
                  const name = `${student.name} ${student.lastName}`;
                  return (
                    <TableRow key={student.id}>
                      <TableCell component="th" scope="row" sx={STICKY_COLUMN}>
                        <bdi>{name}</bdi>
                        {student.programme !== null && (
                          <Typography
                            component="span"
                            variant="caption"
                            color="text.secondary"
                            sx={{ display: 'block' }}
                          >
                            <bdi>{student.programme}</bdi>
                          </Typography>
                        )}
                      </TableCell>
                      {data.requirements.map((requirement, index) => {
                        const earned = student.earned[index] ?? null;
                        // Another programme's requirement: not the student's, said in words, not left blank.
                        if (earned === null)
                          return (
                            <TableCell key={requirement.id} sx={{ color: 'text.secondary' }}>
                              {t('ui.transcripts.progress_not_applicable')}
                            </TableCell>
                          );
                        const met = earned >= requirement.required;
                        return (
                          <TableCell key={requirement.id} sx={{ whiteSpace: 'nowrap' }}>
                            {t('ui.transcripts.progress_cell', { earned, required: requirement.required })}
                            {met && (
                              <CheckCircle
                                color="success"
                                fontSize="small"
                                titleAccess={t('ui.transcripts.graduation_met')}
                                sx={{ verticalAlign: 'middle', marginInlineStart: 0.5 }}
                              />
                            )}
                          </TableCell>
                        );
                      })}
                      {data.requirements.length > 0 && (
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {t('ui.transcripts.progress_met_count', {
                            met: student.met,
                            total: student.applicable,
                          })}
                        </TableCell>
                      )}
                      <TableCell>{student.creditsEarned}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {(['pdf', 'csv'] as const).map((format) => {
                          const label = t(
                            format === 'pdf'
                              ? 'ui.transcripts.progress_transcript_of'
                              : 'ui.transcripts.progress_transcript_csv_of',
                            { name },
                          );
                          return (
                            <IconButton
                              key={format}
                              aria-label={label}
                              title={label}
                              disabled={print.isPending}
                              onClick={() =>
                                print.mutate({
                                  path: `/api/students/${student.id}/transcript/${format}`,
                                  fileName: `${t('ui.transcripts.title')} ${name}.${format}`,
                                })
                              }
                            >
                              {format === 'pdf' ? <Download /> : <TableChart />}
                            </IconButton>
                          );
                        })}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </>
  );
};
