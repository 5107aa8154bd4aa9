import Button from '@mui/material/Button';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { newIntentKey } from '../../api/finance.ts';
import { useOnlineGateway, useStartOnlinePayment } from '../../api/online-payments.ts';
import type { ApiRecord } from '../../api/types.ts';
import { useNotify } from '../../app/notices.ts';
import { leaveFor } from './leave-for.ts';

/**
 * "Pay online" on an open installment: shown only when the school's gateway is ready. The amount
 * is the server's; the answer's page (the gateway's, or the stand-in's) is where the browser goes.
 * One key per button shown, so a double click opens one checkout.
 */
export const PayOnlineButton = ({ studentId, row }: { studentId: number; row: ApiRecord }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const gateway = useOnlineGateway(studentId);
  const start = useStartOnlinePayment();
  const key = useRef(newIntentKey());
  if (row.isDonePayment === true || gateway.data?.available !== true) return null;
  const number = String(row.installmentNo ?? '');
  return (
    <Button
      size="small"
      variant="contained"
      disabled={start.isPending || start.isSuccess}
      aria-label={t('ui.online_payments.pay_installment', { number })}
      onClick={() =>
        start.mutate(
          { studentId, installments: [row.id], key: key.current },
          {
            onSuccess: (checkout) => {
              if (checkout.redirectUrl) leaveFor(checkout.redirectUrl);
            },
            onError: (error) => {
              key.current = newIntentKey();
              notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' });
            },
          },
        )
      }
    >
      {start.isPending || start.isSuccess ? t('ui.online_payments.opening') : t('ui.online_payments.pay_online')}
    </Button>
  );
};
