import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { auditLogs } from '@kampus/contract/resources';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/dates/DateInput.tsx';
import { ResourceListPage, type RowLink } from '../generic/ResourceListPage.tsx';
import { basePathOf } from '../routes.ts';
import { auditResourceTitle } from './audit-words.ts';
import { useAuditColumns } from './use-audit-columns.tsx';

/** Columns the screen draws in people's words itself (`useAuditColumns`); the rest are the declaration's. */
const WORDED = ['at', 'resource', 'recordId', 'action', 'changed'];

/** The trail's filters but the exact time: the screen offers a date range instead. */
const listed = { ...auditLogs, filters: auditLogs.filters.filter((name) => name !== 'at') };

/** A day as the range filters take it: from its first second, or to its last. */
const rangeFilters = (from: string, to: string): Record<string, string> => ({
  ...(from ? { 'at[after]': `${from} 00:00:00` } : {}),
  ...(to ? { 'at[before]': `${to} 23:59:59` } : {}),
});

/**
 * /reports/audit-logs: the audit trail for superadmins and headquarters, filtered by resource,
 * record, user, action, school and a date range; each row opens its record (and its History).
 * In people's words: the time in the school's time zone, the resource's and fields' labels,
 * the record by its name, users by name (docs/audit.md).
 */
export const AuditLogPage = () => {
  const { t } = useTranslation();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const fixedFilters = useMemo(() => rangeFilters(from, to), [from, to]);
  const leadColumns = useAuditColumns();
  const rowLinks: RowLink[] = useMemo(
    () => [
      {
        key: 'record',
        icon: <HistoryIcon />,
        label: (row) => t('ui.audit.open_record', { resource: auditResourceTitle(t, String(row.resource)) }),
        to: (row) =>
          row.recordId === null
            ? basePathOf(String(row.resource))
            : `${basePathOf(String(row.resource))}/${String(row.recordId)}`,
      },
    ],
    [t],
  );
  // A date picker in the interface's language; only a whole date (or none) filters.
  const dateInput = (label: string, value: string, onChange: (value: string) => void) => (
    <DateInput
      kind="date"
      size="small"
      label={label}
      value={value}
      onChange={(date) => {
        if (date === '' || /^\d{4}-\d{2}-\d{2}$/.test(date)) onChange(date);
      }}
    />
  );
  return (
    <ResourceListPage
      resource={listed}
      basePath="/reports/audit-logs"
      title={t('menu.audit_logs')}
      readOnly
      fixedFilters={fixedFilters}
      rowLinks={rowLinks}
      leadColumns={leadColumns}
      drawnFields={WORDED}
      intro={
        <Box sx={{ mb: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('ui.audit.page_intro')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            {dateInput(t('ui.audit.date_from'), from, setFrom)}
            {dateInput(t('ui.audit.date_to'), to, setTo)}
          </Box>
        </Box>
      }
    />
  );
};
