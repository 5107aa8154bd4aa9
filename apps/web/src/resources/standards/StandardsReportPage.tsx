import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useClassStandards } from '../../api/standards.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { STICKY_COLUMN } from '../../components/sticky-column.ts';
import { GridPickers } from '../gradebook-grid/GridPickers.tsx';
import { useClassCourseParams } from '../gradebook-grid/use-class-course.ts';
import { LevelCell } from './LevelCell.tsx';

/**
 * A class's standards report (`/standards/report?class=&course=`, issue 31 part 4; docs/gradebook.md
 * "Standards-based grading"): the class's students by the standards the course's work is aligned
 * to, each cell the student's level with its name, percent and how much work it rests on. The
 * class and course are kept in the address, as the gradebook's.
 */
export const StandardsReportPage = () => {
  const { t } = useTranslation();
  const { classId, courseId, choose } = useClassCourseParams();
  const report = useClassStandards(classId, courseId);
  const data = report.data;
  return (
    <>
      <PageHeader title={t('ui.standards.title')} />
      <GridPickers classId={classId} courseId={courseId} onChange={choose} />
      {(classId === undefined || courseId === undefined) && <Alert severity="info">{t('ui.standards.choose')}</Alert>}
      {report.isLoading && <PageSpinner />}
      {report.isError && <Alert severity="error">{errorMessage(report.error, t('app.an_error_occurred'))}</Alert>}
      {data && data.standards.length === 0 && <Alert severity="info">{t('ui.standards.none')}</Alert>}
      {data && data.standards.length > 0 && (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('ui.standards.legend')}
          </Typography>
          <Typography id="standards-caption" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {t('ui.standards.heading', { class: data.class.title, course: data.course.title })}
          </Typography>
          {/* A wide class scrolls inside its own box on a phone, not the page; the names stay in view. */}
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby="standards-caption">
            <Table size="small" aria-labelledby="standards-caption">
              <TableHead>
                <TableRow>
                  <TableCell scope="col" sx={STICKY_COLUMN}>
                    {t('ui.standards.student')}
                  </TableCell>
                  {data.standards.map((standard) => (
                    <TableCell key={standard.id} scope="col" sx={{ minWidth: 160, verticalAlign: 'bottom' }}>
                      <Typography component="span" variant="subtitle2" sx={{ display: 'block' }}>
                        <bdi>{standard.code}</bdi>
                      </Typography>
                      <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                        {/* The school's own words, in whatever language they are written: isolated from the page's direction. */}
                        <bdi>{standard.description}</bdi>
                      </Typography>
                      <Typography component="span" variant="caption" color="text.secondary">
                        {t('ui.standards.aligned', { pieces: standard.aligned })}
                      </Typography>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.students.map((student) => (
                  <TableRow key={student.id}>
                    <TableCell component="th" scope="row" sx={STICKY_COLUMN}>
                      <bdi>{`${student.name} ${student.lastName}`}</bdi>
                    </TableCell>
                    {data.standards.map((standard) => (
                      <LevelCell
                        key={standard.id}
                        standing={data.levels.find((row) => row.student === student.id && row.standard === standard.id)}
                      />
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </>
  );
};
