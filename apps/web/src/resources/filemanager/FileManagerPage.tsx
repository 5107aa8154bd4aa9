import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFolder } from '../../api/filemanager.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { isTrialHost } from './browser-rules.ts';
import { DriveTab } from './DriveTab.tsx';
import { FileBrowser } from './FileBrowser.tsx';

type TabName = 'files' | 's3' | 'drive';

/** The S3 tab: the school's files as kept in the S3 bucket (when the server keeps them there). */
const S3Tab = () => {
  const { t } = useTranslation();
  const root = useFolder('');
  return (
    <Box>
      <Alert severity="info" sx={{ mb: 1 }}>
        {t(root.data?.storage === 's3' ? 'ui.filemanager.storage_s3' : 'ui.filemanager.storage_local')}
      </Alert>
      <FileBrowser />
    </Box>
  );
};

/**
 * `/filemanager` (platform spec, section 2): the tabs FILE MANAGER, AWS S3 and GOOGLE DRIVE. The
 * S3 and Drive tabs work only on hosts whose name marks test, demo or localhost; elsewhere they
 * show a placeholder.
 */
export const FileManagerPage = () => {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabName>('files');
  const trial = isTrialHost(window.location.hostname);
  return (
    <Box>
      <PageHeader title={t('ui.filemanager.title')} />
      <Tabs value={tab} onChange={(_, next: TabName) => setTab(next)} sx={{ mb: 2 }}>
        <Tab value="files" label={t('ui.filemanager.tab_files')} id="filemanager-tab-files" />
        <Tab value="s3" label={t('ui.filemanager.tab_s3')} id="filemanager-tab-s3" />
        <Tab value="drive" label={t('ui.filemanager.tab_drive')} id="filemanager-tab-drive" />
      </Tabs>
      <Box role="tabpanel" aria-labelledby={`filemanager-tab-${tab}`}>
        {tab === 'files' && <FileBrowser />}
        {tab !== 'files' && !trial && <Alert severity="info">{t('ui.filemanager.trial_only')}</Alert>}
        {tab === 's3' && trial && <S3Tab />}
        {tab === 'drive' && trial && <DriveTab />}
      </Box>
    </Box>
  );
};
