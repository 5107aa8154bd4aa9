import { enrollmentAgreements } from '@kampus/contract/resources';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useAllOf } from '../../api/enrollment.ts';
import type { ErrorAt } from './violations.ts';

/** Step 7: the school's enrolment agreement the family signs, and the day they signed it. */
export const AgreementStep = ({
  agreement,
  signatureDate,
  onChange,
  errorAt,
}: {
  agreement: string;
  signatureDate: string;
  onChange: (value: { agreement: string; signatureDate: string }) => void;
  errorAt: ErrorAt;
}) => {
  const { t } = useTranslation();
  const agreements = useAllOf(enrollmentAgreements, { isActive: '1' });
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <TextField
        select
        name="agreement.agreement"
        label={t('fields.agreement')}
        value={agreement}
        onChange={(event) => onChange({ agreement: event.target.value, signatureDate })}
        error={errorAt('agreement.agreement') !== undefined}
        helperText={errorAt('agreement.agreement')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('ui.enrollment.wizard.no_agreement')}</option>
        {(agreements.data ?? []).map((row) => (
          <option key={row.id} value={row.id}>
            {row.title}
          </option>
        ))}
      </TextField>
      <TextField
        type="date"
        name="agreement.signatureDate"
        label={t('fields.signatureDate')}
        required={agreement !== ''}
        disabled={agreement === ''}
        value={signatureDate}
        onChange={(event) => onChange({ agreement, signatureDate: event.target.value })}
        error={errorAt('agreement.signatureDate') !== undefined}
        helperText={errorAt('agreement.signatureDate')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
};
