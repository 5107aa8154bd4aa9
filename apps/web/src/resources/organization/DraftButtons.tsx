import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { SaveButton } from '../../components/SaveButton.tsx';

/**
 * The end of a configuration form (`useConfigurationDraft`): Reset, back to the stored values,
 * and Save; both wait while nothing has changed, Reset also while saving.
 */
export const DraftButtons = ({ saving, dirty, onReset }: { saving: boolean; dirty: boolean; onReset: () => void }) => {
  const { t } = useTranslation();
  return (
    <>
      <Button onClick={onReset} disabled={saving || !dirty}>
        {t('ui.configuration.reset')}
      </Button>
      <SaveButton saving={saving} disabled={!dirty} />
    </>
  );
};
