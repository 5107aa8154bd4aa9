import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { financePdfPath, useDownloadPdf } from '../../api/finance-documents.ts';
import { useOnlineCheckout } from '../../api/online-payments.ts';
import { useNotify } from '../../app/notices.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { formatMoney } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/**
 * Where the gateway sends the parent back: "Payment received" with the receipt to download once
 * the gateway's notice has landed (the page asks every two seconds until then), "waiting" before
 * it, "not completed" after a cancel or a failure. The outcome is the server's, never the address's.
 */
export const OnlinePaymentReturnPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useNotify();
  const { reference = '' } = useParams();
  const checkout = useOnlineCheckout(reference);
  const print = useDownloadPdf();
  if (checkout.isLoading) return <PageSpinner />;
  const data = checkout.data;
  if (!data) return <Alert severity="error">{errorMessage(checkout.error, t('app.an_error_occurred'))}</Alert>;
  const amount = formatMoney(data.amount, language);
  const receipt = data.receipt;
  return (
    <>
      <PageHeader title={t('ui.online_payments.title')} />
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="online-payment-state" data-status={data.status}>
        <Stack spacing={2}>
          {data.status === 'succeeded' ? (
            <Alert severity="success">
              <AlertTitle>{t('ui.online_payments.received')}</AlertTitle>
              {t('ui.online_payments.received_body', { receipt: String(receipt?.receiptNumber ?? ''), amount })}
            </Alert>
          ) : data.status === 'failed' ? (
            <Alert severity="warning">
              <AlertTitle>{t('ui.online_payments.failed')}</AlertTitle>
              {t('ui.online_payments.failed_body')}
            </Alert>
          ) : (
            <Alert severity="info" icon={<CircularProgress size={20} aria-hidden />} role="status">
              <AlertTitle>{t('ui.online_payments.waiting')}</AlertTitle>
              {t('ui.online_payments.waiting_body')}
            </Alert>
          )}
          <Typography variant="h6" component="p">
            {amount}
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {receipt ? (
              <Button
                variant="contained"
                disabled={print.isPending}
                onClick={() =>
                  print.mutate(
                    { path: financePdfPath.receipt(receipt.id), fileName: `receipt-${receipt.receiptNumber}.pdf` },
                    {
                      onError: (error) =>
                        notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
                    },
                  )
                }
              >
                {t('ui.online_payments.download_receipt')}
              </Button>
            ) : null}
            <Button component={RouterLink} to={`/student/${data.studentId}/installments`}>
              {t('ui.online_payments.back')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
};
