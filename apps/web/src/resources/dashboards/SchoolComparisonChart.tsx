import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportTable } from '../../api/stats.ts';
import { formatMoney, formatNumber, formatRate } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { BarChart } from './BarChart.tsx';

/** The measures a comparison chart can show: a column of the comparison report each. */
const MEASURES = [
  'reports.students',
  'reports.collection_rate',
  'reports.outstanding',
  'reports.attendance_rate',
] as const;
type Measure = (typeof MEASURES)[number];

/** A school's name under its bar: short enough for five bars on a phone (the table keeps it whole). */
const shortName = (title: string): string => (title.length > 12 ? `${title.slice(0, 11)}…` : title);

/**
 * The comparison of schools as bars, one measure at a time, with the values on the axis; the
 * exact figures in the table behind the chart and in the report under it.
 */
export const SchoolComparisonChart = ({ table }: { table: ReportTable }) => {
  const { t } = useTranslation();
  const theme = useTheme();
  const language = useLanguage();
  const [measure, setMeasure] = useState<Measure>('reports.students');
  const index = table.columns.indexOf(measure);
  const kind = table.kinds[index] ?? 'number';
  const show = (value: string) =>
    kind === 'money'
      ? formatMoney(value, language)
      : kind === 'percent' && value
        ? `${formatRate(value, language)} %`
        : value;
  const points = table.rows.map((row) => ({
    label: row[0] ?? '',
    short: shortName(row[0] ?? ''),
    values: [Number(row[index] || 0)],
    display: [show(row[index] ?? '')],
  }));
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <TextField
        select
        size="small"
        label={t('ui.dashboards.measure')}
        value={measure}
        onChange={(event) => setMeasure(event.target.value as Measure)}
        sx={{ minWidth: 220, mb: 1 }}
      >
        {MEASURES.map((key) => (
          <MenuItem key={key} value={key}>
            {t(key)}
          </MenuItem>
        ))}
      </TextField>
      <BarChart
        title={`${t('ui.dashboards.report_school_comparison')}: ${t(measure)}`}
        series={[{ label: t(measure), color: theme.palette.primary.main }]}
        points={points}
        labelHeader={t('fields.school')}
        testId="school-comparison-chart"
        {...(kind === 'percent' ? { formatValue: (value: number) => `${formatNumber(value, language)} %` } : {})}
      />
    </Paper>
  );
};
