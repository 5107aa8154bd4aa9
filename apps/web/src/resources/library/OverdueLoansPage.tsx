import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useOverdueLoans, useRemindOverdue, type OverdueRow } from '../../api/library.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { formatDate } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/** The server's rows (already by class, most overdue first) grouped under their class. */
const byClass = (rows: OverdueRow[]): [string | null, OverdueRow[]][] => {
  const groups = new Map<string | null, OverdueRow[]>();
  for (const row of rows) groups.set(row.className, [...(groups.get(row.className) ?? []), row]);
  return [...groups.entries()];
};

/** Overdue loans by class with the days overdue, and the button that reminds the families. */
export const OverdueLoansPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const overdue = useOverdueLoans();
  const remind = useRemindOverdue();
  const title = t('ui.library.overdue_title');
  if (overdue.isLoading) return <PageSpinner />;
  const rows = overdue.data?.rows ?? [];
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('menu.library') }, { label: title }]}
        actions={
          <Button variant="contained" onClick={() => remind.mutate()} disabled={remind.isPending || rows.length === 0}>
            {t('ui.library.remind')}
          </Button>
        }
      />
      {overdue.isError && <Alert severity="error">{errorMessage(overdue.error, t('app.an_error_occurred'))}</Alert>}
      {remind.isError && <Alert severity="error">{errorMessage(remind.error, t('app.an_error_occurred'))}</Alert>}
      {remind.data && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('ui.library.reminded', { count: remind.data.notified })}
        </Alert>
      )}
      {overdue.data && rows.length === 0 && <Typography>{t('ui.library.overdue_empty')}</Typography>}
      <Stack spacing={2}>
        {byClass(rows).map(([className, group]) => (
          <Paper key={className ?? ''} variant="outlined" component="section" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {className ?? t('ui.library.no_class')}
            </Typography>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('ui.library.borrower')}</TableCell>
                  <TableCell>{t('fields.libraryTitle')}</TableCell>
                  <TableCell>{t('fields.barcode')}</TableCell>
                  <TableCell>{t('fields.dueDate')}</TableCell>
                  <TableCell align="right">{t('ui.library.days_overdue')}</TableCell>
                  <TableCell>{t('fields.remindedAt')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {group.map((row) => (
                  <TableRow key={row.loan} data-testid="overdue-loan">
                    <TableCell>{row.borrower}</TableCell>
                    <TableCell>{row.title}</TableCell>
                    <TableCell>{row.barcode}</TableCell>
                    <TableCell>{formatDate(row.dueDate, language)}</TableCell>
                    <TableCell align="right">{row.daysOverdue}</TableCell>
                    <TableCell>{row.remindedAt ? formatDate(row.remindedAt, language) : ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        ))}
      </Stack>
    </>
  );
};
