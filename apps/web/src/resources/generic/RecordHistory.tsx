import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isLanguage, type Language } from '@kampus/contract/constants';
import { choosableTarget, parseReference, type Resource } from '@kampus/contract/resource';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@kampus/contract/resources';
import { HISTORY_PAGE_SIZE, useMayReadAudit, useRecordHistory } from '../../api/audit.ts';
import { errorMessage } from '../../api/client.ts';
import { useRecord } from '../../api/resources.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { atSchoolTime, auditActionLabel } from '../audit/audit-words.ts';
import { useSchoolTimeZone } from '../home/use-school-clock.ts';
import { displayValue } from './columns.tsx';
import { fieldLabel, recordLabel } from './labels.ts';
import { RefLabel } from './RefAutocomplete.tsx';

interface Change {
  name: string;
  before: unknown;
  after: unknown;
}

/** What an entry changed: an update's changed fields, a create's or delete's whole row, an action's data. */
const changesOf = (entry: AuditEntry): Change[] => {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const names =
    entry.action === 'update' && entry.changed
      ? entry.changed
      : [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return names
    .map((name) => ({ name, before: before[name] ?? null, after: after[name] ?? null }))
    .filter((change) => change.before !== null || change.after !== null);
};

/** A list of plain values (installment ids) as a list; anything deeper is pointed at the details. */
const listOrStructured = (value: unknown, structured: string): string =>
  Array.isArray(value) && value.every((item) => typeof item !== 'object')
    ? value.map(String).join(', ')
    : typeof value === 'object'
      ? structured
      : String(value);

/** A stored value as a person reads it: a reference by its record's name, other kinds as the list shows them. */
const StoredValue = ({ resource, name, value }: { resource: Resource; name: string; value: unknown }) => {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  if (value === null || value === undefined || value === '') {
    return (
      <Typography component="span" color="text.secondary">
        {t('ui.audit.empty_value')}
      </Typography>
    );
  }
  const field = resource.fields[name];
  const target = field && choosableTarget(field);
  if (target !== undefined) {
    return <RefLabel target={target} id={parseReference(value, target)} />;
  }
  // A JSON value (or a field no longer declared) never shows as raw JSON: the details hold it.
  const text =
    field && field.kind !== 'json'
      ? displayValue(field, value, language, t, { resource: resource.name, name })
      : listOrStructured(value, t('ui.audit.structured_value'));
  return <bdi>{text}</bdi>;
};

/** A user named by an entry, by name once loaded; one the reader may not open is said in words. */
const useUserName = (iri: string | null): string | undefined => {
  const { t } = useTranslation();
  const id = iri === null ? undefined : parseReference(iri, 'users');
  const user = useRecord('users', id);
  if (id === undefined) return undefined;
  if (user.data) return recordLabel('users', user.data);
  return user.isError ? t('ui.audit.record_unavailable') : '';
};

const HistoryEntry = ({ resource, entry }: { resource: Resource; entry: AuditEntry }) => {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const timeZone = useSchoolTimeZone();
  const who = useUserName(entry.user) ?? t('ui.audit.system');
  const by = useUserName(entry.impersonator);
  const changes = changesOf(entry);
  // Fixed widths: the columns of every entry line up, so a reader scans one field down the panel.
  const cell = (content: ReactNode, width: string) => <TableCell sx={{ py: 0.5, width }}>{content}</TableCell>;
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip size="small" label={auditActionLabel(t, entry.action)} />
        <Typography variant="body2" component="span">
          {formatDateTime(atSchoolTime(entry.at, timeZone), language)}
        </Typography>
        <Typography variant="body2" component="span">
          {by === undefined ? t('ui.audit.by', { who }) : t('ui.audit.impersonated', { who, by })}
        </Typography>
        {entry.ip && (
          <Typography variant="body2" component="span" color="text.secondary">
            {t('ui.audit.from_ip', { ip: entry.ip })}
          </Typography>
        )}
      </Box>
      {changes.length > 0 && (
        <Table size="small" sx={{ mt: 1, tableLayout: 'fixed' }}>
          <TableBody>
            {changes.map((change) => (
              <TableRow key={change.name}>
                {cell(fieldLabel(t, resource, change.name), '25%')}
                {cell(<StoredValue resource={resource} name={change.name} value={change.before} />, '35%')}
                {cell('→', '5%')}
                {cell(<StoredValue resource={resource} name={change.name} value={change.after} />, '35%')}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {(entry.before !== null || entry.after !== null) && (
        <Box component="details" sx={{ mt: 0.5 }}>
          <Typography component="summary" variant="caption" color="text.secondary" sx={{ cursor: 'pointer' }}>
            {t('ui.audit.details')}
          </Typography>
          {/* The change exactly as stored, for an administrator who must see what the words stand for. */}
          <Box component="pre" dir="ltr" sx={{ fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all', m: 0 }}>
            {JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}
          </Box>
        </Box>
      )}
    </Box>
  );
};

const HistoryPanel = ({ resource, recordId }: { resource: Resource; recordId: number }) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useRecordHistory(resource.name, recordId, page, true);
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / HISTORY_PAGE_SIZE));
  return (
    <Paper component="section" aria-label={t('ui.audit.history')} sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography variant="h6" component="h2">
        {t('ui.audit.history')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('ui.audit.intro')}
      </Typography>
      {history.isError && <Alert severity="error">{errorMessage(history.error, t('ui.audit.load_error'))}</Alert>}
      {history.data?.items.length === 0 && <Typography variant="body2">{t('ui.audit.none')}</Typography>}
      <Box component="ol" sx={{ p: 0, m: 0 }}>
        {(history.data?.items ?? []).map((entry) => (
          <HistoryEntry key={entry.id} resource={resource} entry={entry} />
        ))}
      </Box>
      {pages > 1 && <Pagination sx={{ mt: 1 }} count={pages} page={page} onChange={(_event, next) => setPage(next)} />}
    </Paper>
  );
};

/**
 * The History panel of a generic form: every audit entry of the record, newest first, paged.
 * Shown only to those who may read the audit trail; for anyone else it renders nothing and
 * calls nothing.
 */
export const RecordHistory = ({ resource, recordId }: { resource: Resource; recordId: number | undefined }) => {
  const may = useMayReadAudit();
  if (!may || recordId === undefined || resource.serverWritten) return null;
  return <HistoryPanel resource={resource} recordId={recordId} />;
};
