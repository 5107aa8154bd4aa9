import { feeSettings } from '@kampus/contract/resources';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAllOf } from '../../api/enrollment.ts';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import type { ErrorAt } from './violations.ts';
import type { WizardState } from './wizard-state.ts';

type Plan = WizardState['plan'];
const FIELDS = ['total', 'downPayment', 'count', 'firstDate'] as const;

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
          {t('ui.enrollment.wizard.plan_limits', {
            count: limits.maxInstallmentCount || '—',
            down: formatMoney(limits.minDownPayment, language),
            installment: formatMoney(limits.minInstallmentAmount, language),
            // "0000-00-00" (or none) is no limit.
            date: /^[1-9]/.test(limits.maxInstallmentDate ?? '')
              ? formatDate(limits.maxInstallmentDate, language)
              : '—',
          })}
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
