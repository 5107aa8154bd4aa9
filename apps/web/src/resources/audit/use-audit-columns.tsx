import type { GridColDef } from '@mui/x-data-grid';
import { getResource } from '@kampus/contract/resources';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiRecord } from '../../api/types.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useRecord } from '../../api/resources.ts';
import { recordLabel } from '../generic/labels.ts';
import { useSchoolTimeZone } from '../home/use-school-clock.ts';
import { atSchoolTime, auditActionLabel, auditResourceTitle, changedFieldsText } from './audit-words.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The record an entry is about, by its name; a record deleted since, or one the reader may not
 * open, is said in words (never a bare `#id`).
 */
const AuditRecord = ({ target, id }: { target: string; id: number }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const record = useRecord(target, id);
  if (record.data) return <>{recordLabel(target, record.data, language)}</>;
  return record.isError ? <>{t('ui.audit.record_unavailable')}</> : null;
};

/**
 * The audit list's own columns: when (the school's time zone), what (the resource's label, the
 * record by its name), what happened, and which fields by their labels; never ids or JSON.
 */
export const useAuditColumns = (): GridColDef<ApiRecord>[] => {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useSchoolTimeZone();
  return useMemo<GridColDef<ApiRecord>[]>(
    () => [
      {
        field: 'at',
        headerName: t('ui.audit.when'),
        minWidth: 200,
        flex: 1,
        sortable: true,
        valueFormatter: (value: unknown) => formatDateTime(atSchoolTime(text(value), timeZone), language),
      },
      {
        field: 'resource',
        headerName: t('ui.audit.what'),
        minWidth: 140,
        flex: 1,
        sortable: false,
        valueFormatter: (value: unknown) => auditResourceTitle(t, text(value)),
      },
      {
        field: 'recordId',
        headerName: t('ui.audit.record'),
        minWidth: 150,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) => {
          const resource = getResource(text(row.resource));
          const id = typeof row.recordId === 'number' ? row.recordId : undefined;
          return resource && id !== undefined ? (
            <bdi>
              <AuditRecord target={resource.name} id={id} />
            </bdi>
          ) : (
            ''
          );
        },
      },
      {
        field: 'action',
        headerName: t('ui.audit.happened'),
        minWidth: 110,
        flex: 1,
        sortable: false,
        valueFormatter: (value: unknown) => auditActionLabel(t, text(value)),
      },
      {
        field: 'changed',
        headerName: t('ui.audit.fields_changed'),
        minWidth: 160,
        flex: 1.5,
        sortable: false,
        valueGetter: (_value: unknown, row: ApiRecord) =>
          changedFieldsText(t, text(row.resource), Array.isArray(row.changed) ? row.changed.map(String) : null),
      },
    ],
    [t, language, timeZone],
  );
};
