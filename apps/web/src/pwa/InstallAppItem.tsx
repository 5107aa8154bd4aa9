import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../api/session.ts';
import { isTeacher, loadsActiveStudent } from '../app/session-rules.ts';
import { useInstallPrompt } from './install-prompt.ts';

/**
 * "Install the app" in the account menu of a parent, student or teacher, while the browser offers
 * it (Chromium's `beforeinstallprompt`; Safari installs from its share menu instead).
 */
export const InstallAppItem = ({ close }: { close: () => void }) => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const prompt = useInstallPrompt();
  if (!prompt.available || !(loadsActiveStudent(user.data) || isTeacher(user.data))) return null;
  return (
    <MenuItem
      onClick={() => {
        close();
        void prompt.install();
      }}
    >
      {t('ui.session.install_app')}
    </MenuItem>
  );
};
