import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { GridActionsCellItem, type GridActionsCellItemProps } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import type { ApiRecord } from '../../api/types.ts';
import type { ImpersonationTarget } from './use-impersonate-flow.tsx';

export const fullName = (record: Record<string, unknown>): string =>
  [record.name, record.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ');

/**
 * The row button that starts impersonating the row's user. The grid's cell item itself, not a
 * component around it: a list on a phone draws cell items as icon buttons from their label and
 * icon, and a wrapper it cannot read would be drawn as it is, outside any grid (where the cell
 * item's grid hooks throw and the whole users list failed on a phone).
 */
export const impersonateAction = ({
  row,
  onImpersonate,
  disabled,
  t,
}: {
  row: ApiRecord;
  onImpersonate: (target: ImpersonationTarget) => void;
  disabled?: boolean;
  t: TFunction;
}): ReactElement<GridActionsCellItemProps> => {
  const name = fullName(row);
  return (
    <GridActionsCellItem
      key="impersonate"
      icon={<SupervisorAccountIcon />}
      label={t('ui.people.impersonate_user', { name })}
      disabled={disabled}
      onClick={() => onImpersonate({ id: String(row.uuid ?? row.id), name })}
    />
  );
};
