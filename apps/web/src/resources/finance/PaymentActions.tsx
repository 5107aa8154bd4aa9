import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { fieldError, newIntentKey, useDeletePayment, useRefundPayment } from '../../api/finance.ts';
import type { ApiRecord } from '../../api/types.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Dialog } from '../../components/Dialog.tsx';

/** A payment's Refund button and its dialog: the amount, refused on its field above what is left. */
export const RefundAction = ({ row }: { row: ApiRecord }) => {
  const { t } = useTranslation();
  const refund = useRefundPayment();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [key, setKey] = useState(newIntentKey);
  const close = () => {
    setOpen(false);
    refund.reset();
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('ui.finance.refund.action')}
      </Button>
      <Dialog
        open={open}
        title={t('ui.finance.refund.title')}
        onClose={close}
        onCancel={close}
        okLabel={t('ui.finance.refund.action')}
        loading={refund.isPending}
        onOk={() =>
          refund.mutate(
            { id: row.id, amount, key },
            {
              onSuccess: () => {
                setKey(newIntentKey());
                close();
              },
            },
          )
        }
        width={420}
      >
        <TextField
          autoFocus
          fullWidth
          sx={{ mt: 1 }}
          name="amount"
          label={t('ui.finance.refund.amount')}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setKey(newIntentKey());
          }}
          error={refund.isError}
          helperText={refund.error ? (fieldError(refund.error, 'amount') ?? errorMessage(refund.error, '')) : undefined}
        />
      </Dialog>
    </>
  );
};

/** A payment's Void button (its DELETE voids): kept in the history, its installments unpaid again, its receipts, reports and refunds voided. */
export const DeletePaymentAction = ({ row }: { row: ApiRecord }) => {
  const { t } = useTranslation();
  const remove = useDeletePayment();
  const [open, setOpen] = useState(false);
  const [key] = useState(newIntentKey);
  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)}>
        {t('ui.finance.delete_payment.action')}
      </Button>
      <ConfirmDialog
        open={open}
        danger
        title={t('ui.finance.delete_payment.title')}
        intro={remove.error ? errorMessage(remove.error, '') : t('ui.finance.delete_payment.intro')}
        confirmLabel={t('ui.finance.delete_payment.action')}
        loading={remove.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => remove.mutate({ id: row.id, key }, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
};
