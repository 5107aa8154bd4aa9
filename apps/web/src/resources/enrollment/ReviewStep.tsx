import { classes, enrollmentAgreements, gradeLevels } from '@kampus/contract/resources';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAllOf, useEnrollPreview, type EnrollPreview } from '../../api/enrollment.ts';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { ReviewGuardians } from './ReviewGuardians.tsx';
import { violationsOf } from './violations.ts';
import { toBody, type WizardState } from './wizard-state.ts';

const Heading = ({ children }: { children: string }) => (
  <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
    {children}
  </Typography>
);

/** Fees, discounts and the totals, as the server priced them. */
const Amounts = ({ preview }: { preview: EnrollPreview }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: string) => formatMoney(amount, language);
  return (
    <Table size="small" aria-label={t('ui.enrollment.wizard.review_amounts')}>
      <TableBody>
        {preview.fees.map((fee, index) => (
          <TableRow key={`fee-${index}`}>
            <TableCell component="th" scope="row">
              {fee.feeName}
            </TableCell>
            <TableCell align="right">{money(fee.feeAmount)}</TableCell>
          </TableRow>
        ))}
        {preview.discounts.map((discount, index) => (
          <TableRow key={`discount-${index}`}>
            <TableCell component="th" scope="row">
              {discount.name ??
                t(discount.isScholarship ? 'ui.enrollment.wizard.scholarship' : 'ui.enrollment.wizard.free_discount')}
            </TableCell>
            <TableCell align="right">{money(`-${discount.amount}`)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
            {t('ui.enrollment.wizard.review_net')}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            {money(preview.net)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
};

/** The installment schedule the plan would write: dates and exact amounts. */
const Schedule = ({ preview }: { preview: EnrollPreview }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  if (preview.installments.length === 0) return <Typography>{t('ui.enrollment.wizard.plan_none')}</Typography>;
  return (
    <Table size="small" aria-label={t('ui.enrollment.wizard.steps.plan')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('ui.enrollment.wizard.review_installment')}</TableCell>
          <TableCell>{t('ui.enrollment.wizard.review_date')}</TableCell>
          <TableCell align="right">{t('ui.enrollment.wizard.review_amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {preview.installments.map((row) => (
          <TableRow key={row.installmentNo}>
            <TableCell>
              {row.isDownPayment
                ? t('ui.enrollment.wizard.down_payment')
                : t('ui.enrollment.wizard.installment_n', { n: row.installmentNo })}
            </TableCell>
            <TableCell>{formatDate(row.installmentDate, language)}</TableCell>
            <TableCell align="right">{formatMoney(row.amount, language)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/**
 * Step 8: what Save will write, by name and amount: the student and their number, the class,
 * the guardians and who is invited, the fees and every discount with its amount, the installment
 * schedule. The amounts are the server's own (the command run and rolled back), so the review
 * shows what the ledger will hold; a refusal is shown here with a way back to its step.
 */
export const ReviewStep = ({ state, onFix }: { state: WizardState; onFix: (path: string) => void }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const preview = useEnrollPreview(toBody(state));
  const level = useAllOf(gradeLevels).data?.find((row) => String(row.id) === state.gradeLevel);
  const section = useAllOf(classes).data?.find((row) => String(row.id) === state.classId);
  const agreement = useAllOf(enrollmentAgreements).data?.find((row) => String(row.id) === state.agreement);
  const refused = [...violationsOf(preview.error)];
  const data = preview.data;
  const student = `${state.student.name} ${state.student.lastName}`.trim();
  return (
    <Stack spacing={1}>
      <Typography>{t('ui.enrollment.wizard.review_intro')}</Typography>
      {preview.isFetching && !data ? <CircularProgress size={24} aria-label={t('ui.form.loading')} /> : null}
      {refused.length > 0 ? (
        <Alert severity="warning">
          <Typography>{t('ui.enrollment.wizard.review_refused')}</Typography>
          {refused.map(([path, message]) => (
            <Button
              key={path}
              size="small"
              color="inherit"
              onClick={() => onFix(path)}
              sx={{ display: 'block', textTransform: 'none', textAlign: 'start' }}
            >
              {message}
            </Button>
          ))}
        </Alert>
      ) : null}
      <Heading>{t('ui.enrollment.wizard.steps.student')}</Heading>
      <Typography>
        {data?.studentNumber
          ? t('ui.enrollment.wizard.review_student', { name: student, number: data.studentNumber })
          : student}
      </Typography>
      <Typography>
        {/* Each name isolated: "9-A" stays "9-A" in an Arabic line. */}
        {[level?.title, data?.className ?? section?.title]
          .filter((name): name is string => Boolean(name))
          .map((name) => (
            <bdi key={name}>
              {name}
              {' · '}
            </bdi>
          ))}
        {t('ui.enrollment.wizard.review_from', { date: formatDate(state.enrollmentDate, language) })}
      </Typography>
      <Heading>{t('ui.enrollment.wizard.steps.guardians')}</Heading>
      <ReviewGuardians drafts={state.guardians} />
      {data ? (
        <>
          <Heading>{t('ui.enrollment.wizard.review_amounts')}</Heading>
          <Amounts preview={data} />
          <Heading>{t('ui.enrollment.wizard.steps.plan')}</Heading>
          <Schedule preview={data} />
        </>
      ) : null}
      <Heading>{t('ui.enrollment.wizard.steps.agreement')}</Heading>
      <Typography>
        {agreement
          ? t('ui.enrollment.wizard.review_agreement', {
              title: agreement.title,
              date: formatDate(state.signatureDate, language),
            })
          : t('ui.enrollment.wizard.no_agreement')}
      </Typography>
    </Stack>
  );
};
