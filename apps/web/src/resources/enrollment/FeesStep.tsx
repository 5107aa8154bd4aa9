import { parseMoney, sumMoney, usualFees } from '@kampus/contract/money';
import { studentFees } from '@kampus/contract/resources';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAllOf } from '../../api/enrollment.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import type { ErrorAt } from './violations.ts';
import type { FeeDraft } from './wizard-state.ts';

/** The fees' total, exact; what cannot be read as an amount yet counts as nothing. */
const feesTotal = (fees: readonly FeeDraft[]): string =>
  sumMoney(fees.map((fee) => parseMoney(fee.feeAmount.trim()) ?? '0.00'));

/** Step 4: the student's fees of the season (a fee's auto-applied discounts follow it on the server). */
export const FeesStep = ({
  fees,
  onChange,
  errorAt,
}: {
  fees: FeeDraft[];
  onChange: (fees: FeeDraft[]) => void;
  errorAt: ErrorAt;
}) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const season = useAllOf(studentFees);
  // The season's fees already given to students, each name with its latest amount: one click adds it
  // (the same rule the rollover bills a grade's fees by).
  const usual = usualFees(season.data ?? []);
  const put = (index: number, fee: FeeDraft) => onChange(fees.map((f, i) => (i === index ? fee : f)));
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      {usual.length > 0 ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t('ui.enrollment.wizard.usual_fees')}
          </Typography>
          {usual.map((fee) => (
            <Chip
              key={fee.feeName}
              label={`${fee.feeName}: ${formatMoney(fee.feeAmount, language)}`}
              onClick={() => onChange([...fees.filter((f) => f.feeName.trim() || f.feeAmount.trim()), fee])}
            />
          ))}
        </Stack>
      ) : null}
      {fees.map((fee, index) => (
        <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
            name={`fees[${index}].feeName`}
            label={t('fields.feeName')}
            value={fee.feeName}
            onChange={(event) => put(index, { ...fee, feeName: event.target.value })}
            error={errorAt(`fees[${index}].feeName`) !== undefined}
            helperText={errorAt(`fees[${index}].feeName`)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            name={`fees[${index}].feeAmount`}
            label={t('fields.feeAmount')}
            value={fee.feeAmount}
            inputMode="decimal"
            onChange={(event) => put(index, { ...fee, feeAmount: event.target.value })}
            error={errorAt(`fees[${index}].feeAmount`) !== undefined}
            helperText={errorAt(`fees[${index}].feeAmount`)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
          />
          <Button color="inherit" onClick={() => onChange(fees.filter((_f, i) => i !== index))}>
            {t('ui.enrollment.wizard.remove')}
          </Button>
        </Stack>
      ))}
      <Button sx={{ alignSelf: 'flex-start' }} onClick={() => onChange([...fees, { feeName: '', feeAmount: '' }])}>
        {t('ui.enrollment.wizard.add_fee')}
      </Button>
      <Typography data-testid="fees-total">
        {t('ui.enrollment.wizard.fees_total', { amount: formatMoney(feesTotal(fees), language) })}
      </Typography>
    </Stack>
  );
};
