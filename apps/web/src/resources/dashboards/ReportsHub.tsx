import type { ReportColumnKind, ReportName } from '@kampus/contract/action';
import type { Language } from '@kampus/contract/constants';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useReportExport, useReportTable, type ReportFilters } from '../../api/stats.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { wantsStepUp } from '../../components/StepUpDialog.tsx';
import { useStepUpRetry } from '../../components/use-step-up-retry.tsx';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatRate } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { ReportFilterBar } from './ReportFilterBar.tsx';
import { SchoolComparisonChart } from './SchoolComparisonChart.tsx';
import { useReadableReports } from './use-reports.ts';

const formatters: Record<ReportColumnKind, (value: string, language: Language) => string> = {
  text: (value) => value,
  date: (value, language) => (value ? formatDate(value, language) : ''),
  dateTime: (value, language) => (value ? formatDateTime(value, language) : ''),
  money: (value, language) => formatMoney(value, language),
  number: (value, language) => (value === '' ? '' : formatNumber(Number(value), language)),
  // The header says "(%)": the cell is the number, one decimal, in the language's digits.
  percent: (value, language) => (value === '' ? '' : formatRate(value, language)),
};

/** Figures read from the end of the line (a column of amounts lines up), text from the start. */
const NUMERIC = new Set<ReportColumnKind>(['money', 'number', 'percent']);

const ReportView = ({ report }: { report: ReportName }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const [filters, setFilters] = useState<ReportFilters>({});
  const table = useReportTable(report, filters);
  const exporter = useReportExport();
  const { retryAfterStepUp, stepUpDialog } = useStepUpRetry();
  // A refusal for want of a fresh second factor asks for the code and exports again; others show below.
  const exportAs = (format: 'csv' | 'xlsx'): void =>
    exporter.mutate(
      { report, format, filters },
      { onError: (error) => void retryAfterStepUp(error, () => exportAs(format)) },
    );
  return (
    <>
      <ReportFilterBar
        report={report}
        filters={filters}
        onChange={setFilters}
        onExport={exportAs}
        exporting={exporter.isPending}
      />
      {stepUpDialog}
      {exporter.isError && !wantsStepUp(exporter.error) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(exporter.error, t('app.an_error_occurred'))}
        </Alert>
      )}
      {table.isLoading && <PageSpinner />}
      {table.isError && <Alert severity="error">{errorMessage(table.error, t('app.an_error_occurred'))}</Alert>}
      {table.data && (
        <>
          {report === 'school-comparison' && table.data.rows.length > 0 && <SchoolComparisonChart table={table.data} />}
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
                    {table.data.columns.map((column, index) => (
                      <TableCell key={column} align={NUMERIC.has(table.data.kinds[index] ?? 'text') ? 'right' : 'left'}>
                        {t(column)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {table.data.rows.map((row, index) => (
                    <TableRow key={index}>
                      {row.map((cell, column) => {
                        const kind = table.data.kinds[column] ?? 'text';
                        return (
                          <TableCell key={column} align={NUMERIC.has(kind) ? 'right' : 'left'}>
                            <bdi>{formatters[kind](cell, language)}</bdi>
                          </TableCell>
                        );
                      })}
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
 * receipts, and the group's: enrolment, outstanding balances, absences, collections, the comparison
 * of schools), each filtered by dates, text and school and saved as CSV or Excel. `?report=` opens one.
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
              <Tab
                key={name}
                value={name}
                label={t(`ui.dashboards.report_${name.replace('-', '_')}`)}
                data-testid={`report-tab-${name}`}
              />
            ))}
          </Tabs>
          <ReportView key={current} report={current} />
        </>
      )}
    </>
  );
};
