import type { ReportColumnKind, ReportName } from '@kampus/contract/action';
import type { Language } from '@kampus/contract/constants';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useReportExport, useReportTable, type ReportFilters } from '../../api/stats.ts';
import { DateInput } from '../../components/dates/DateInput.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useReadableReports } from './use-reports.ts';

const formatters: Record<ReportColumnKind, (value: string, language: Language) => string> = {
  text: (value) => value,
  date: (value, language) => (value ? formatDate(value, language) : ''),
  dateTime: (value, language) => (value ? formatDateTime(value, language) : ''),
  money: (value, language) => formatMoney(value, language),
  number: (value, language) => formatNumber(value, language),
};

const ReportView = ({ report }: { report: ReportName }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const [filters, setFilters] = useState<ReportFilters>({});
  const table = useReportTable(report, filters);
  const exporter = useReportExport();
  const set = (name: keyof ReportFilters) => (value: string) =>
    setFilters((current) => ({ ...current, [name]: value }));
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <DateInput kind="date" label={t('ui.dashboards.from')} value={filters.from ?? ''} onChange={set('from')} />
        <DateInput kind="date" label={t('ui.dashboards.to')} value={filters.to ?? ''} onChange={set('to')} />
        <TextField
          type="search"
          label={t('ui.dashboards.search')}
          value={filters.q ?? ''}
          onChange={(event) => set('q')(event.target.value)}
        />
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={exporter.isPending}
            onClick={() => exporter.mutate({ report, format, filters })}
          >
            {t(`ui.dashboards.export_${format}`)}
          </Button>
        ))}
      </Stack>
      {exporter.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(exporter.error, t('app.an_error_occurred'))}
        </Alert>
      )}
      {table.isLoading && <PageSpinner />}
      {table.isError && <Alert severity="error">{errorMessage(table.error, t('app.an_error_occurred'))}</Alert>}
      {table.data && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="report-total">
            {t('ui.dashboards.rows', {
              shown: formatNumber(table.data.rows.length, language),
              total: formatNumber(table.data.total, language),
            })}
          </Typography>
          {table.data.rows.length === 0 ? (
            <Typography color="text.secondary">{t('ui.dashboards.no_rows')}</Typography>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label={t(`ui.dashboards.report_${report.replace('-', '_')}`)}>
                <TableHead>
                  <TableRow>
                    {table.data.columns.map((column) => (
                      <TableCell key={column}>{t(column)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {table.data.rows.map((row, index) => (
                    <TableRow key={index}>
                      {row.map((cell, column) => (
                        <TableCell key={column}>
                          <bdi>{formatters[table.data.kinds[column] ?? 'text'](cell, language)}</bdi>
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </>
  );
};

/**
 * `/reports`: the hub of the reports that exist (impersonation log, audit trail, attendance, cash,
 * receipts), each filtered by dates and text and saved as CSV or Excel. `?report=` opens one.
 */
export const ReportsHub = () => {
  const { t } = useTranslation();
  const readable = useReadableReports();
  const [params, setParams] = useSearchParams();
  if (readable === undefined) return <PageSpinner />;
  const title = t('ui.dashboards.reports_title');
  const asked = params.get('report');
  const current = readable.find((name) => name === asked) ?? readable[0];
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} />
      {current === undefined ? (
        <Alert severity="info">{t('ui.dashboards.no_reports')}</Alert>
      ) : (
        <>
          <Tabs
            value={current}
            onChange={(_, next: ReportName) => setParams({ report: next }, { replace: true })}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={title}
            sx={{ mb: 2 }}
          >
            {readable.map((name) => (
              <Tab key={name} value={name} label={t(`ui.dashboards.report_${name.replace('-', '_')}`)} />
            ))}
          </Tabs>
          <ReportView key={current} report={current} />
        </>
      )}
    </>
  );
};
