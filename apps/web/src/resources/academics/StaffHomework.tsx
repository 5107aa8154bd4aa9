import AttachFileIcon from '@mui/icons-material/AttachFile';
import { GridActionsCellItem } from '@mui/x-data-grid';
import { homeworks } from '@kampus/contract/resources';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../api/access.ts';
import { useAttachToHomework } from '../../api/academics.ts';
import { errorMessage } from '../../api/client.ts';
import type { ApiRecord } from '../../api/types.ts';
import { notify } from '../../app/notices.ts';
import { recordLabel } from '../generic/labels.ts';
import { ResourceListPage } from '../generic/ResourceListPage.tsx';
import { basePathOf } from '../routes.ts';

/**
 * Staff's and teachers' homework: the generic list, with an "Attach a file" button on the rows
 * the caller may change (a teacher's own), which uploads through the files integration.
 */
export const StaffHomework = () => {
  const { t } = useTranslation();
  const access = useAccess(homeworks);
  const attach = useAttachToHomework();
  const input = useRef<HTMLInputElement>(null);
  const target = useRef<number | null>(null);

  const rowActions = (row: ApiRecord) =>
    access.may('update', row)
      ? [
          <GridActionsCellItem
            key="attach"
            icon={<AttachFileIcon />}
            label={t('ui.academics.attach_to', { name: recordLabel('homeworks', row) })}
            disabled={attach.isPending}
            onClick={() => {
              target.current = Number(row.id);
              input.current?.click();
            }}
          />,
        ]
      : [];

  return (
    <>
      <input
        ref={input}
        hidden
        type="file"
        data-testid="homework-attachment"
        onChange={(event) => {
          const file = event.target.files?.[0];
          const id = target.current;
          event.target.value = '';
          if (!file || id === null) return;
          attach.mutate(
            { id, file },
            {
              onSuccess: () =>
                notify({ message: { key: 'ui.academics.attached', values: { name: file.name } }, variant: 'success' }),
              onError: (error) =>
                notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
            },
          );
        }}
      />
      <ResourceListPage resource={homeworks} basePath={basePathOf('homeworks')} rowActions={rowActions} />
    </>
  );
};
