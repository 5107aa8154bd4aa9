import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { learningStandards } from '@kampus/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../api/access.ts';
import { useSession } from '../../api/use-session.ts';
import { ResourceListPage } from '../generic/ResourceListPage.tsx';
import { basePathOf } from '../routes.ts';
import { ImportStandardsDialog } from './ImportStandardsDialog.tsx';

/**
 * The learning standards' list (`/standards/list`): the generic list, with "Import from CSV" for
 * those who may create standards, into the school chosen in the header.
 */
export const StandardsListPage = () => {
  const { t } = useTranslation();
  const { schoolId } = useSession();
  const mayCreate = useAccess(learningStandards).may('create');
  const [open, setOpen] = useState(false);
  const importButton =
    mayCreate && schoolId !== null ? (
      <Button startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {t('ui.standards.import_csv')}
      </Button>
    ) : null;
  return (
    <>
      <ResourceListPage
        resource={learningStandards}
        basePath={basePathOf('learning_standards')}
        headerActions={importButton}
      />
      {open && schoolId !== null && <ImportStandardsDialog school={schoolId} onClose={() => setOpen(false)} />}
    </>
  );
};
