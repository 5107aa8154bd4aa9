import { feeSettings } from '@kampus/contract/resources';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { compareMoney } from '@kampus/contract/money';
import type { Language } from '@kampus/contract/constants';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAllOf } from '../../api/enrollment.ts';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import type { ErrorAt } from './violations.ts';
import type { WizardState } from './wizard-state.ts';

type Plan = WizardState['plan'];
const FIELDS = ['total', 'downPayment', 'count', 'firstDate'] as const;

type Limits = NonNullable<ReturnType<typeof useAllOf<typeof feeSettings>>['data']>[number];

/** The season's limits that are set, in one sentence ("—" for an unset one says nothing: it is left out). */
const limitsText = (limits: Limits, language: Language, t: TFunction): string => {
  // A limit of 0, or the "0000-00-00" date, is no limit.
  const parts = [
    limits.maxInstallmentCount ? t('ui.enrollment.wizard.plan_limit_count', { count: limits.maxInstallmentCount }) : '',
    compareMoney(limits.minDownPayment ?? '0', 0) > 0
      ? t('ui.enrollment.wizard.plan_limit_down', { down: formatMoney(limits.minDownPayment, language) })
      : '',
    compareMoney(limits.minInstallmentAmount ?? '0', 0) > 0
      ? t('ui.enrollment.wizard.plan_limit_installment', {
          installment: formatMoney(limits.minInstallmentAmount, language),
        })
      : '',
    /^[1-9]/.test(limits.maxInstallmentDate ?? '')
      ? t('ui.enrollment.wizard.plan_limit_date', { date: formatDate(limits.maxInstallmentDate, language) })
      : '',
  ].filter(Boolean);
  if (parts.length === 0) return t('ui.enrollment.wizard.plan_no_limits');
  const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(parts);
  return t('ui.enrollment.wizard.plan_limits_intro', { limits: list });
};

/**
 * Step 6: the plan of `POST /api/installments/plan` (a down payment, then equal monthly
 * installments), checked on the server against the season's fee settings shown here; the total
 * left empty is what the fees leave after discounts.
 */
export const PlanStep = ({
  plan,
  onChange,
  errorAt,
}: {
  plan: Plan;
  onChange: (plan: Plan) => void;
  errorAt: ErrorAt;
}) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const limits = useAllOf(feeSettings).data?.[0];
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <FormControlLabel
        control={
          <Checkbox checked={plan.enabled} onChange={(event) => onChange({ ...plan, enabled: event.target.checked })} />
        }
        label={t('ui.enrollment.wizard.plan_make')}
      />
      {limits ? (
        <Typography variant="body2" color="text.secondary" data-testid="plan-limits">
          {limitsText(limits, language, t)}
        </Typography>
      ) : null}
      {plan.enabled
        ? FIELDS.map((field) => (
            <TextField
              key={field}
              name={`plan.${field}`}
              label={t(`ui.finance.plan.${field}`)}
              type={field === 'firstDate' ? 'date' : field === 'count' ? 'number' : 'text'}
              value={plan[field]}
              onChange={(event) => onChange({ ...plan, [field]: event.target.value })}
              error={errorAt(`plan.${field}`) !== undefined}
              helperText={
                errorAt(`plan.${field}`) ?? (field === 'total' ? t('ui.enrollment.wizard.plan_total_hint') : undefined)
              }
              slotProps={{ inputLabel: { shrink: true }, htmlInput: field === 'firstDate' ? {} : { dir: 'ltr' } }}
            />
          ))
        : null}
    </Stack>
  );
};
