import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { subtractMoney, sumMoney } from '@kampus/contract/money';
import { BANK_PAYMENT_TYPES, CASHIER_PAYMENT_TYPES } from '@kampus/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { fieldError, newIntentKey, usePayAmount } from '../../api/finance.ts';
import { useAllRecords } from '../../api/seasons.ts';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { PrintReceiptButton } from './PrintReceiptButton.tsx';

/**
 * The cashier's desk (issue 27): any amount, paid by the server to the oldest unpaid installments
 * first (or to the installments ticked, whose total is then the default amount), one payment and
 * one receipt, which the success state offers to print at once. Card and transfer payments name
 * the school's bank account.
 */
export const PaymentForm = ({ studentId }: { studentId: number }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const unpaid = useAllRecords('installments', { studentId: String(studentId), isDonePayment: 'false' });
  const pay = usePayAmount();
  const [chosen, setChosen] = useState<number[]>([]);
  const [typed, setTyped] = useState<string | null>(null);
  const [paymentType, setPaymentType] = useState<string>('cash');
  const [bankId, setBankId] = useState<string>('');
  const [paymentDate, setPaymentDate] = useState(new Date().toISOString().slice(0, 10));
  const [key, setKey] = useState(newIntentKey);
  const needsBank = BANK_PAYMENT_TYPES.includes(paymentType);
  const accounts = useAllRecords('bank_accounts');
  const rows = unpaid.data ?? [];
  const paid = pay.isSuccess ? pay.data : undefined;
  if (rows.length === 0 && !paid) return null;
  const open = (row: (typeof rows)[number]): string => subtractMoney(String(row.amount), String(row.paidAmount ?? 0));
  const ticked = sumMoney(rows.filter((row) => chosen.includes(row.id)).map(open));
  const amount = typed ?? (chosen.length > 0 ? ticked : '');
  const fresh = () => setKey(newIntentKey());
  const toggle = (id: number) => {
    setChosen(chosen.includes(id) ? chosen.filter((one) => one !== id) : [...chosen, id]);
    setTyped(null);
    fresh();
  };
  const submit = () =>
    pay.mutate(
      {
        key,
        studentId,
        amount,
        paymentDate,
        paymentType,
        ...(needsBank && bankId ? { bankId: Number(bankId) } : {}),
        ...(chosen.length > 0 ? { installments: chosen } : {}),
      },
      {
        onSuccess: () => {
          setChosen([]);
          setTyped(null);
          fresh();
        },
      },
    );
  const amountError = fieldError(pay.error, 'amount') ?? fieldError(pay.error, 'installments');
  const bankError = fieldError(pay.error, 'bankId');
  const problem = pay.error && !amountError && !bankError ? errorMessage(pay.error, '') : '';
  if (paid) {
    return (
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label={t('ui.finance.pay.title')} data-testid="payment-form">
        <Typography variant="subtitle1">{t('ui.finance.pay.title')}</Typography>
        <Typography color="success.main" sx={{ my: 1 }} role="status">
          {t('ui.cashier.taken', { number: paid.receipt.receiptNumber, due: formatMoney(paid.due, language) })}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <PrintReceiptButton receipt={paid.receipt} variant="contained" label={t('ui.cashier.print')} />
          <Button onClick={() => pay.reset()}>{t('ui.cashier.new_payment')}</Button>
        </Stack>
      </Paper>
    );
  }
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
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          label={t('ui.cashier.amount')}
          value={amount}
          onChange={(event) => {
            setTyped(event.target.value);
            fresh();
          }}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'payment-amount' } }}
          error={amountError !== undefined}
          helperText={amountError ?? t('ui.cashier.amount_help')}
          sx={{ maxWidth: 320 }}
        />
        <TextField
          size="small"
          select
          label={t('fields.paymentType')}
          value={paymentType}
          onChange={(event) => {
            setPaymentType(event.target.value);
            fresh();
          }}
          sx={{ minWidth: 180 }}
        >
          {CASHIER_PAYMENT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`ui.values.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        {needsBank ? (
          <TextField
            size="small"
            select
            label={t('ui.cashier.bank_account')}
            value={bankId}
            onChange={(event) => {
              setBankId(event.target.value);
              fresh();
            }}
            error={bankError !== undefined}
            helperText={bankError}
            sx={{ minWidth: 200 }}
            slotProps={{ htmlInput: { 'data-testid': 'payment-bank' } }}
          >
            {(accounts.data ?? []).map((account) => (
              <MenuItem key={account.id} value={String(account.id)}>
                {String(account.accountName ?? account.id)}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <TextField
          size="small"
          type="date"
          label={t('fields.paymentDate')}
          value={paymentDate}
          onChange={(event) => setPaymentDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="contained" disabled={amount.trim() === '' || pay.isPending} onClick={submit}>
          {t('ui.finance.pay.take')}
        </Button>
      </Stack>
      {problem ? (
        <Typography color="error" variant="body2" sx={{ mt: 1 }} role="alert">
          {problem}
        </Typography>
      ) : null}
    </Paper>
  );
};
