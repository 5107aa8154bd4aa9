import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { feesTotal } from './FeesStep.tsx';
import { discountEntries, type WizardState } from './wizard-state.ts';

/** Step 8: what will be saved, step by step, before the one command saves it all. */
export const ReviewStep = ({ state }: { state: WizardState }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const none = '—';
  const rows: [string, string][] = [
    [t('ui.enrollment.wizard.steps.student'), `${state.student.name} ${state.student.lastName}`.trim() || none],
    [t('ui.enrollment.wizard.steps.guardians'), String(state.guardians.length)],
    [t('fields.enrollmentDate'), state.enrollmentDate ? formatDate(state.enrollmentDate, language) : none],
    [t('ui.enrollment.wizard.steps.fees'), formatMoney(feesTotal(state.fees), language)],
    [t('ui.enrollment.wizard.steps.discounts'), String(discountEntries(state).length)],
    [
      t('ui.enrollment.wizard.steps.plan'),
      state.plan.enabled
        ? t('ui.enrollment.wizard.plan_summary', {
            down: formatMoney(state.plan.downPayment || '0', language),
            count: state.plan.count,
          })
        : t('ui.enrollment.wizard.plan_none'),
    ],
    [
      t('ui.enrollment.wizard.steps.agreement'),
      state.agreement ? formatDate(state.signatureDate, language) : t('ui.enrollment.wizard.no_agreement'),
    ],
  ];
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('ui.enrollment.wizard.review_intro')}</Typography>
      <Table size="small" aria-label={t('ui.enrollment.wizard.steps.review')}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};
