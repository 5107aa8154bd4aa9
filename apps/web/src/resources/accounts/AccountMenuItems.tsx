import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../api/session.ts';
import { InstallAppItem } from '../../pwa/InstallAppItem.tsx';

/**
 * Entries of the top bar's account menu: the account page, for superadmins the mail outbox, for
 * families and teachers "Install the app" while the browser offers it.
 */
export const accountMenuItems = (close: () => void) => [
  <AccountLink key="account" to="/account" labelKey="ui.accounts.account.title" close={close} />,
  <SuperadminLink key="outbox" to="/admin/outbox" labelKey="ui.accounts.outbox.title" close={close} />,
  <InstallAppItem key="install" close={close} />,
];

const AccountLink = ({ to, labelKey, close }: { to: string; labelKey: string; close: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <MenuItem
      onClick={() => {
        close();
        void navigate(to);
      }}
    >
      {t(labelKey)}
    </MenuItem>
  );
};

const SuperadminLink = (props: { to: string; labelKey: string; close: () => void }) => {
  const user = useCurrentUser();
  return user.data?.isSuperadmin ? <AccountLink {...props} /> : null;
};
