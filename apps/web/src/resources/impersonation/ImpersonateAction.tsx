import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { GridActionsCellItem } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { ApiRecord } from '../../api/types.ts';
import type { ImpersonationTarget } from './use-impersonate-flow.tsx';

export const fullName = (record: Record<string, unknown>): string =>
  [record.name, record.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ');

/** The row button that starts impersonating the row's user. */
export const ImpersonateAction = ({
  row,
  onImpersonate,
  disabled,
}: {
  row: ApiRecord;
  onImpersonate: (target: ImpersonationTarget) => void;
  disabled?: boolean;
}) => {
  const { t } = useTranslation();
  const name = fullName(row);
  return (
    <GridActionsCellItem
      icon={<SupervisorAccountIcon />}
      label={t('ui.people.impersonate_user', { name })}
      disabled={disabled}
      onClick={() => onImpersonate({ id: String(row.uuid ?? row.id), name })}
    />
  );
};
