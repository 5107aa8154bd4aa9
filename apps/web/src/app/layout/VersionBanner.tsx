import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ui } from '@kampus/contract/constants';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useVersion } from '../../api/session.ts';

/** Polls /version.json; once the version differs from the one this page started with, offers a reload. */
export const VersionBanner = () => {
  const { t } = useTranslation();
  const version = useVersion(ui.versionCheckMs);
  const first = useRef<string | null>(null);
  const current = version.data?.version;
  if (current && first.current === null) first.current = current;
  if (!current || current === first.current) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {t('ui.session.update')}
        </Button>
      }
    >
      {t('ui.session.new_version')}
    </Alert>
  );
};
