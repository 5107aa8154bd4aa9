import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ui } from '@kampus/contract/constants';
import { useTranslation } from 'react-i18next';
import { useVersion } from '../../api/session.ts';

/**
 * The version this page was loaded with: a fact of the page's lifetime, not of one mounting of
 * the banner (the layout may mount it again, which must not forget the first version seen).
 */
let loadedVersion: string | null = null;

/** Polls /version.json; once the version differs from the one this page started with, offers a reload. */
export const VersionBanner = () => {
  const { t } = useTranslation();
  const version = useVersion(ui.versionCheckMs);
  const current = version.data?.version;
  if (current && loadedVersion === null) loadedVersion = current;
  if (!current || current === loadedVersion) return null;
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
