import { impersonateLogs } from '@kampus/contract/resources';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../generic/ResourceListPage.tsx';

/** /reports/impersonate-log: who acted as whom, when they entered and when they left. */
export const ImpersonateLogPage = () => {
  const { t } = useTranslation();
  return (
    <ResourceListPage
      resource={impersonateLogs}
      basePath="/reports/impersonate-log"
      title={t('menu.impersonate_log')}
      readOnly
    />
  );
};
