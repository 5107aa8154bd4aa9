import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog.tsx';
import { keptEntryName } from '@kampus/contract/action';
import { cleanName } from './browser-rules.ts';

export interface NamePromptDialogProps {
  title: string;
  /** The question asked ('Provide the name for your new folder:'). */
  prompt: string;
  initial: string;
  loading: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/**
 * Asks for a name (a new folder, a rename); an empty one is refused before anything is sent, and
 * the name as it will be kept is said while it is typed ("Trips 2026" is kept as "Trips_2026"),
 * with why, so no name changes silently.
 */
export const NamePromptDialog = ({ title, prompt, initial, loading, onSubmit, onClose }: NamePromptDialogProps) => {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const empty = name.trim().replace(/\/+$/, '').trim() === '';
  const kept = keptEntryName(name);
  const typed = name.trim().replace(/\/+$/, '').trim();
  const helper = (): string => {
    if (empty) return touched ? t('app.cannot_be_empty') : ' ';
    if (kept === null) return t('filemanager.invalid_name');
    return kept !== typed ? t('ui.filemanager.kept_as', { name: kept }) : ' ';
  };
  const submit = () => {
    setTouched(true);
    if (!empty) onSubmit(cleanName(name));
  };
  return (
    <Dialog open title={title} onClose={onClose} onCancel={onClose} onOk={submit} loading={loading} width={480}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={prompt}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={(touched && empty) || (!empty && kept === null)}
          helperText={helper()}
          slotProps={{ htmlInput: { 'aria-label': prompt, maxLength: 200 } }}
        />
      </form>
    </Dialog>
  );
};
