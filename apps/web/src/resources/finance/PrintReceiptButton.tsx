import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { financePdfPath, useDownloadPdf } from '../../api/finance-documents.ts';
import { useNotify } from '../../app/notices.ts';

/**
 * Downloads a receipt's PDF as `receipt-{number}.pdf`, like every printed document (a new tab
 * opened after the fetch would be a popup the browser may block).
 */
export const PrintReceiptButton = ({
  receipt,
  label,
  variant = 'text',
}: {
  receipt: { id: number; receiptNumber?: unknown };
  label: string;
  variant?: 'text' | 'contained';
}) => {
  const { t } = useTranslation();
  const print = useDownloadPdf();
  const notify = useNotify();
  return (
    <Button
      size="small"
      variant={variant}
      disabled={print.isPending}
      onClick={() =>
        print.mutate(
          {
            path: financePdfPath.receipt(receipt.id),
            fileName: `receipt-${String(receipt.receiptNumber ?? receipt.id)}.pdf`,
          },
          {
            onError: (error) => notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
          },
        )
      }
    >
      {label}
    </Button>
  );
};
