import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../app/use-page-title.ts';
import { PublicShell } from './PublicShell.tsx';

export type ErrorCode = 401 | 404 | 500;

export const ErrorPage = ({ code }: { code: ErrorCode }) => {
  const { t } = useTranslation();
  const title = t(`ui.errors.e${code}_title`);
  usePageTitle(title);
  return (
    <PublicShell width={520}>
      <p className="kp-code" aria-hidden="true">
        {code}
      </p>
      <h1 className="kp-title">{title}</h1>
      <p className="kp-text">{t(`ui.errors.e${code}_body`)}</p>
      <RouterLink to="/" className="kp-button kp-button--contained">
        {t('ui.errors.go_home')}
      </RouterLink>
    </PublicShell>
  );
};

export const NotFoundPage = () => <ErrorPage code={404} />;
