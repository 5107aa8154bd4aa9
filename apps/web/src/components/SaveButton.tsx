import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

export interface SaveButtonProps {
  /** The save is under way: the button spins, says "Saving…" and takes no second click. */
  saving: boolean;
  /** Nothing to save (no change yet), on top of `saving`. */
  disabled?: boolean;
}

/** The submit button of every form: Save, or a spinner and "Saving…" while the save runs. */
export const SaveButton = ({ saving, disabled = false }: SaveButtonProps) => {
  const { t } = useTranslation();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={saving || disabled}
      startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
    >
      {saving ? t('ui.form.saving') : t('ui.form.save')}
    </Button>
  );
};
