import { errorMessage } from '../../api/client.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSeasonEnrollments } from '../../api/enrollment.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { formatDate } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/** `/enrollment`: the active season's enrolments, newest first, each linked to its student. */
export const EnrollmentList = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useSeasonEnrollments();
  const title = t('ui.enrollment.list.title');
  const header = (
    <PageHeader
      title={title}
      crumbs={[{ label: title }]}
      actions={
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to="/enrollment/dashboard">
            {t('ui.enrollment.list.dashboard')}
          </Button>
          <Button component={RouterLink} to="/enrollment/previous-season">
            {t('ui.enrollment.list.previous')}
          </Button>
          <Button variant="contained" component={RouterLink} to="/enrollment/new">
            {t('ui.enrollment.list.new')}
          </Button>
        </Stack>
      }
    />
  );
  if (list.isLoading) return <PageSpinner />;
  if (list.isError)
    return (
      <>
        {header}
        <Alert severity="error">{errorMessage(list.error, t('app.an_error_occurred'))}</Alert>
      </>
    );
  const items = list.data?.items ?? [];
  return (
    <>
      {header}
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('ui.enrollment.list.empty')}</Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{t('ui.enrollment.list.student')}</TableCell>
                <TableCell>{t('fields.studentNumber')}</TableCell>
                <TableCell>{t('fields.gradeLevel')}</TableCell>
                <TableCell>{t('ui.enrollment.wizard.course')}</TableCell>
                <TableCell>{t('fields.enrollmentDate')}</TableCell>
                <TableCell>{t('ui.enrollment.list.kind')}</TableCell>
                <TableCell>{t('fields.agreement')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/student/${row.studentId}`}>
                      <bdi>{`${row.name} ${row.lastName}`}</bdi>
                    </Link>
                  </TableCell>
                  <TableCell dir="ltr">{row.studentNumber ?? '—'}</TableCell>
                  <TableCell>{row.gradeLevel ?? '—'}</TableCell>
                  <TableCell>{row.course ?? '—'}</TableCell>
                  <TableCell>{formatDate(row.enrollmentDate, language)}</TableCell>
                  <TableCell>
                    {row.isReturning ? t('ui.enrollment.list.returning') : t('ui.enrollment.list.new_student')}
                  </TableCell>
                  <TableCell>
                    {row.agreement
                      ? `${row.agreement}${row.signatureDate ? ` (${formatDate(row.signatureDate, language)})` : ''}`
                      : '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </>
  );
};
