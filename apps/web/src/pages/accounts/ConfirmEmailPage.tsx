import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useConfirmEmail } from '../../api/account-flows.ts';
import { errorMessage } from '../../api/client.ts';
import { usePageTitle } from '../../app/use-page-title.ts';
import { PublicShell } from '../PublicShell.tsx';
import { PublicAlert, PublicLinks } from '../public/controls.tsx';

/**
 * /confirm-email/{secret}: the link mailed to a new e-mail address. The person confirms with a
 * button (a mail scanner opening the link changes nothing); POST /{lang}/confirm-email/{secret}
 * then switches the account to the address, once.
 */
export const ConfirmEmailPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('ui.accounts.confirm_email.title'));
  const { secret = '' } = useParams();
  const confirm = useConfirmEmail();
  const busy = confirm.isPending || confirm.isSuccess;
  return (
    <PublicShell>
      <h1 className="kp-title">{t('ui.accounts.confirm_email.title')}</h1>
      {!confirm.isSuccess && <p className="kp-muted">{t('ui.accounts.confirm_email.intro')}</p>}
      {confirm.isError && (
        <PublicAlert severity="error">{errorMessage(confirm.error, t('app.an_error_occurred'))}</PublicAlert>
      )}
      {confirm.answer && (
        <PublicAlert severity="success">
          {t('ui.accounts.confirm_email.confirmed', { email: confirm.answer.email })}
        </PublicAlert>
      )}
      {!confirm.isSuccess && (
        <button
          type="button"
          className="kp-button kp-button--contained kp-button--large"
          disabled={busy}
          onClick={() => void confirm.run(secret)}
        >
          {confirm.isPending && <span className="kp-spinner" aria-hidden="true" />}
          {t('ui.accounts.confirm_email.submit')}
        </button>
      )}
      {confirm.isPending && (
        <p role="status" className="kp-status">
          {t('ui.accounts.confirm_email.confirming')}
        </p>
      )}
      <PublicLinks links={[{ to: '/login', label: t('ui.accounts.back_to_login') }]} />
    </PublicShell>
  );
};
