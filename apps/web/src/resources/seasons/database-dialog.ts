import type { ApiRecord } from '../../api/types.ts';

/** What the databases page gives each of its dialogs (add a database, copy data between two). */
export interface DatabaseDialogProps {
  open: boolean;
  onClose: () => void;
  databases: ApiRecord[];
  /** Each season's name, by id. */
  labels: Map<number, string>;
}
