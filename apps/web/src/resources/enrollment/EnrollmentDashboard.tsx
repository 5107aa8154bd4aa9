import { errorMessage } from '../../api/client.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useEnrollmentDashboard } from '../../api/enrollment.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { formatNumber } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/** A bar drawn beside a count: decoration only (the number is the cell's text), so hidden from screen readers. */
const Bar = ({ value, max, color }: { value: number; max: number; color: string }) => (
  <Box
    aria-hidden
    sx={{
      display: 'inline-block',
      height: 10,
      width: `${max > 0 ? (value / max) * 80 : 0}px`,
      bgcolor: color,
      ml: 1,
      borderRadius: 1,
    }}
  />
);

/**
 * `/enrollment/dashboard`: the active season's enrolments by grade level, new against returning,
 * beside last season's count. The project has no chart library: a table, with bars as decoration.
 */
export const EnrollmentDashboard = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const board = useEnrollmentDashboard();
  const title = t('ui.enrollment.dashboard.title');
  if (board.isLoading) return <PageSpinner />;
  // The server's own reason (another school, no season) under the page's heading, not a bare error.
  if (board.isError || !board.data)
    return (
      <>
        <PageHeader
          title={title}
          crumbs={[{ label: t('ui.enrollment.list.title'), to: '/enrollment' }, { label: title }]}
        />
        <Alert severity="error">{errorMessage(board.error, t('app.an_error_occurred'))}</Alert>
      </>
    );
  const { rows, totals, season, previousSeason } = board.data;
  const max = Math.max(0, ...rows.map((row) => Math.max(row.total, row.lastSeason)));
  const n = (value: number) => formatNumber(value, language);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('ui.enrollment.list.title'), to: '/enrollment' }, { label: title }]}
      />
      <Typography sx={{ mb: 2 }}>
        {previousSeason
          ? t('ui.enrollment.dashboard.against', { season: season?.title ?? '', previous: previousSeason.title })
          : t('ui.enrollment.dashboard.no_previous', { season: season?.title ?? '' })}
      </Typography>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <caption>{t('ui.enrollment.dashboard.caption')}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('fields.gradeLevel')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('ui.enrollment.dashboard.new')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('ui.enrollment.dashboard.returning')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('ui.enrollment.dashboard.total')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('ui.enrollment.dashboard.last_season')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.gradeLevel ?? ''}>
                <TableCell component="th" scope="row">
                  {row.gradeLevel ?? t('ui.enrollment.dashboard.no_grade')}
                </TableCell>
                <TableCell align="right">{n(row.newCount)}</TableCell>
                <TableCell align="right">{n(row.returning)}</TableCell>
                <TableCell>
                  {n(row.total)}
                  <Bar value={row.total} max={max} color="primary.main" />
                </TableCell>
                <TableCell>
                  {n(row.lastSeason)}
                  <Bar value={row.lastSeason} max={max} color="grey.400" />
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 'bold' }}>
                {t('ui.enrollment.dashboard.totals')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 'bold' }} data-testid="total-new">
                {n(totals.newCount)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 'bold' }} data-testid="total-returning">
                {n(totals.returning)}
              </TableCell>
              <TableCell sx={{ fontWeight: 'bold' }} data-testid="total-now">
                {n(totals.total)}
              </TableCell>
              <TableCell sx={{ fontWeight: 'bold' }} data-testid="total-last">
                {n(totals.lastSeason)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Paper>
    </>
  );
};
