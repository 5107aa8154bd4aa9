import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import { GridActionsCellItem } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { financePdfPath, useDownloadPdf } from '../../api/finance-documents.ts';
import { useList } from '../../api/resources.ts';
import type { ApiRecord } from '../../api/types.ts';
import { useNotify } from '../../app/notices.ts';
import type { StudentSectionProps } from '../../app/screens.ts';
import { recordSectionProps } from '../students/record-section-props.ts';
import { StudentRecordsSection } from '../students/StudentRecordsSection.tsx';

/**
 * The invoices tab: the student's invoices (a new one takes the next number of its series on
 * the server), each with a Print button, and a Print button per active enrolment agreement of
 * the school, filled with this student's data.
 */
export const StudentInvoicesSection = (section: StudentSectionProps) => {
  const props = recordSectionProps(section);
  const { t } = useTranslation();
  const notify = useNotify();
  const print = useDownloadPdf();
  const agreements = useList('enrollment_agreements', { page: 1, pageSize: 50, filters: { isActive: '1' } });
  const failed = (error: unknown) =>
    notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' });

  const rowActions = (row: ApiRecord) => [
    <GridActionsCellItem
      key="print"
      icon={<PictureAsPdfIcon />}
      label={t('ui.finance_documents.print_invoice')}
      disabled={print.isPending}
      onClick={() =>
        print.mutate(
          {
            path: financePdfPath.invoice(row.id),
            fileName: `invoice-${String(row.invoiceSerial)}${String(row.invoiceNumber ?? '')}.pdf`,
          },
          { onError: failed },
        )
      }
    />,
  ];

  const headerActions = (agreements.data?.items ?? []).map((agreement) => (
    <Button
      key={agreement.id}
      startIcon={<PictureAsPdfIcon />}
      disabled={print.isPending}
      onClick={() =>
        print.mutate(
          {
            path: financePdfPath.agreement(agreement.id, props.studentId),
            fileName: `agreement-${agreement.id}-${props.studentId}.pdf`,
          },
          { onError: failed },
        )
      }
    >
      {t('ui.finance_documents.print_agreement', { title: String(agreement.title) })}
    </Button>
  ));

  return (
    <StudentRecordsSection
      {...props}
      rowActions={rowActions}
      headerActions={props.sid === undefined ? <>{headerActions}</> : undefined}
    />
  );
};
