import { REPORT_GROUPINGS, type ReportGrouping, type ReportName } from '@kampus/contract/action';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ReportFilters } from '../../api/stats.ts';
import { DateInput } from '../../components/dates/DateInput.tsx';
import { useReportSchools } from './use-report-schools.ts';

/** The hub's filters (dates, search, school, and the absence summary's grouping) and its two downloads. */
export const ReportFilterBar = ({
  report,
  filters,
  onChange,
  onExport,
  exporting,
}: {
  report: ReportName;
  filters: ReportFilters;
  onChange: (next: ReportFilters) => void;
  onExport: (format: 'csv' | 'xlsx') => void;
  exporting: boolean;
}) => {
  const { t } = useTranslation();
  const schools = useReportSchools();
  const set = (name: keyof ReportFilters) => (value: string) => onChange({ ...filters, [name]: value });
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <DateInput kind="date" label={t('ui.dashboards.from')} value={filters.from ?? ''} onChange={set('from')} />
      <DateInput kind="date" label={t('ui.dashboards.to')} value={filters.to ?? ''} onChange={set('to')} />
      {schools.length > 0 && (
        <TextField
          select
          label={t('fields.school')}
          value={filters.school ?? ''}
          onChange={(event) => set('school')(event.target.value)}
          sx={{ minWidth: 200 }}
          slotProps={{ htmlInput: { 'data-testid': 'report-school' } }}
        >
          <MenuItem value="">{t('ui.dashboards.all_schools')}</MenuItem>
          {schools.map((school) => (
            <MenuItem key={school.id} value={String(school.id)}>
              {school.title}
            </MenuItem>
          ))}
        </TextField>
      )}
      {report === 'absences' && (
        <TextField
          select
          label={t('ui.dashboards.group_by')}
          value={filters.by ?? 'class'}
          onChange={(event) => onChange({ ...filters, by: event.target.value as ReportGrouping })}
          sx={{ minWidth: 160 }}
        >
          {REPORT_GROUPINGS.map((by) => (
            <MenuItem key={by} value={by}>
              {t(`ui.dashboards.by_${by}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
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
          disabled={exporting}
          onClick={() => onExport(format)}
        >
          {t(`ui.dashboards.export_${format}`)}
        </Button>
      ))}
    </Stack>
  );
};
