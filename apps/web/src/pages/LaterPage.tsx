import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../app/use-page-title.ts';
import { PublicShell } from './PublicShell.tsx';

export type LaterFlow = 'register' | 'forgot' | 'reset' | 'verify';

/** Register, forgot/reset password and verify e-mail: their flows come in a later issue. */
export const LaterPage = ({ flow }: { flow: LaterFlow }) => {
  const { t } = useTranslation();
  const title = t(`ui.later.${flow}`);
  usePageTitle(title);
  return (
    <PublicShell>
      <h1 className="kp-title">{title}</h1>
      <p className="kp-text">{t('ui.later.body')}</p>
      <RouterLink to="/" className="kp-button kp-button--contained">
        {t('ui.later.back')}
      </RouterLink>
    </PublicShell>
  );
};
