import AddIcon from '@mui/icons-material/Add';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import { getResource } from '@kampus/contract/resources';
import type { Resource } from '@kampus/contract/resource';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../api/access.ts';
import { errorMessage } from '../../api/client.ts';
import { financePdfPath, useDownloadPdf } from '../../api/finance-documents.ts';
import { useNotify } from '../../app/notices.ts';
import { PromissorySeriesDialog } from './PromissorySeriesDialog.tsx';
import type { StudentSectionProps } from '../../app/screens.ts';
import { recordSectionProps } from '../students/record-section-props.ts';
import { StudentRecordsSection } from '../students/StudentRecordsSection.tsx';

const notes = getResource('promissory_notes') as Resource;

/**
 * The promissory notes tab: the student's notes (generic list: mark paid or hand to a lawyer in
 * the form, delete keeps a copy in the deleted notes list), a New series button and a Print
 * button that downloads every note of the season, a page each, in the reader's language.
 */
export const StudentPromissoryNotesSection = (section: StudentSectionProps) => {
  const props = recordSectionProps(section);
  const { t } = useTranslation();
  const notify = useNotify();
  const access = useAccess(notes);
  const print = useDownloadPdf();
  const [creating, setCreating] = useState(false);
  const headerActions = (
    <>
      <Button
        startIcon={<PictureAsPdfIcon />}
        disabled={print.isPending}
        onClick={() =>
          print.mutate(
            {
              path: financePdfPath.promissoryNotes(props.studentId),
              fileName: `promissory-notes-${props.studentId}.pdf`,
            },
            {
              onError: (error) =>
                notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
            },
          )
        }
      >
        {t('ui.finance_documents.print_notes')}
      </Button>
      {access.may('create') && (
        <Button startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('ui.finance_documents.new_series')}
        </Button>
      )}
    </>
  );
  return (
    <>
      {creating && <PromissorySeriesDialog studentId={props.studentId} open onClose={() => setCreating(false)} />}
      <StudentRecordsSection {...props} headerActions={props.sid === undefined ? headerActions : undefined} />
    </>
  );
};
