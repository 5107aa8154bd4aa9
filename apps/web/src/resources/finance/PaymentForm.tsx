import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { subtractMoney, sumMoney } from '@kampus/contract/money';
import { PAYMENT_TYPES } from '@kampus/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { fieldError, newIntentKey, useTakePayment } from '../../api/finance.ts';
import { useAllRecords } from '../../api/seasons.ts';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/**
 * Takes a payment of the installments ticked: the amount is what they still wait for (each one's
 * amount less what is paid on it: a refund reopens part of one), and the server marks them paid
 * and writes their reports and receipts in the same command.
 */
export const PaymentForm = ({ studentId }: { studentId: number }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const unpaid = useAllRecords('installments', { studentId: String(studentId), isDonePayment: 'false' });
  const pay = useTakePayment();
  const [chosen, setChosen] = useState<number[]>([]);
  const [paymentType, setPaymentType] = useState<string>('cash');
  const [paymentDate, setPaymentDate] = useState(new Date().toISOString().slice(0, 10));
  const [key, setKey] = useState(newIntentKey);
  const rows = unpaid.data ?? [];
  if (rows.length === 0) return null;
  const open = (row: (typeof rows)[number]): string => subtractMoney(String(row.amount), String(row.paidAmount ?? 0));
  const amount = sumMoney(rows.filter((row) => chosen.includes(row.id)).map(open));
  const toggle = (id: number) => {
    setChosen(chosen.includes(id) ? chosen.filter((one) => one !== id) : [...chosen, id]);
    setKey(newIntentKey());
  };
  const submit = () =>
    pay.mutate(
      { key, studentId, paymentAmount: amount, paymentDate, paymentType, installments: chosen },
      {
        onSuccess: () => {
          setChosen([]);
          setKey(newIntentKey());
        },
      },
    );
  const problem = pay.error
    ? (fieldError(pay.error, 'paymentAmount') ?? fieldError(pay.error, 'installments') ?? errorMessage(pay.error, ''))
    : '';
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label={t('ui.finance.pay.title')} data-testid="payment-form">
      <Typography variant="subtitle1">{t('ui.finance.pay.title')}</Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
        {rows.map((row) => (
          <FormControlLabel
            key={row.id}
            control={<Checkbox checked={chosen.includes(row.id)} onChange={() => toggle(row.id)} />}
            label={`${formatDate(row.installmentDate, language)} · ${formatMoney(open(row), language)}`}
          />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          select
          label={t('fields.paymentType')}
          value={paymentType}
          onChange={(event) => setPaymentType(event.target.value)}
          sx={{ minWidth: 180 }}
        >
          {PAYMENT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`ui.values.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label={t('fields.paymentDate')}
          value={paymentDate}
          onChange={(event) => setPaymentDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Typography sx={{ alignSelf: 'center' }} data-testid="payment-amount">
          {t('ui.finance.pay.amount', { amount: formatMoney(amount, language) })}
        </Typography>
        <Button variant="contained" disabled={chosen.length === 0 || pay.isPending} onClick={submit}>
          {t('ui.finance.pay.take')}
        </Button>
      </Stack>
      {problem ? (
        <Typography color="error" variant="body2" sx={{ mt: 1 }} role="alert">
          {problem}
        </Typography>
      ) : null}
      {fieldError(pay.error, 'paymentAmount') === undefined && pay.isSuccess ? (
        <Typography color="success.main" variant="body2" sx={{ mt: 1 }} role="status">
          {t('ui.finance.pay.done')}
        </Typography>
      ) : null}
    </Paper>
  );
};
