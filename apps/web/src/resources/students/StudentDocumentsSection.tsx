import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { getResource } from '@kampus/contract/resources';
import type { Resource } from '@kampus/contract/resource';
import { GridActionsCellItem } from '@mui/x-data-grid';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../api/access.ts';
import { errorMessage } from '../../api/client.ts';
import { useDownloadStudentDocument, useUploadStudentDocument } from '../../api/students.ts';
import type { ApiRecord } from '../../api/types.ts';
import { useNotify } from '../../app/notices.ts';
import { StudentRecordsSection, type StudentRecordsSectionProps } from './StudentRecordsSection.tsx';

const documents = getResource('student_documents') as Resource;

/**
 * The documents tab: the generic list of the student's documents with two row buttons, Upload
 * (staff: a PDF or an image, which the server checks by its bytes) and Download (whoever reads
 * the document). A new document is made with the generic form, then its file is uploaded.
 */
export const StudentDocumentsSection = (props: Omit<StudentRecordsSectionProps, 'rowActions'>) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const access = useAccess(documents);
  const upload = useUploadStudentDocument();
  const download = useDownloadStudentDocument();
  const input = useRef<HTMLInputElement>(null);
  const [target, setTarget] = useState<number | null>(null);

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || target === null) return;
    upload.mutate(
      { id: target, file },
      {
        onSuccess: () => notify({ message: { key: 'ui.student_profile.uploaded' }, variant: 'success' }),
        onError: (error) => notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
      },
    );
  };

  const rowActions = (row: ApiRecord) => [
    ...(access.may('update', row)
      ? [
          <GridActionsCellItem
            key="upload"
            icon={<UploadFileIcon />}
            label={t('ui.student_profile.upload')}
            disabled={upload.isPending}
            onClick={() => {
              setTarget(row.id);
              input.current?.click();
            }}
          />,
        ]
      : []),
    ...(row.fileName
      ? [
          <GridActionsCellItem
            key="download"
            icon={<DownloadIcon />}
            label={t('ui.student_profile.download')}
            onClick={() =>
              download.mutate(
                { id: row.id, fileName: String(row.fileName) },
                {
                  onError: (error) =>
                    notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
                },
              )
            }
          />,
        ]
      : []),
  ];

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept="application/pdf,image/png,image/jpeg,image/gif,image/webp"
        onChange={chosen}
        data-testid="student-document-file"
      />
      <StudentRecordsSection {...props} rowActions={rowActions} />
    </>
  );
};
