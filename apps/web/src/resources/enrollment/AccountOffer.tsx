import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { languageCodes } from '@kampus/contract/constants';
import { useTranslation } from 'react-i18next';
import { guardianEmail, willInvite, type GuardianDraft } from './wizard-state.ts';

/**
 * "Create an account and send an invitation", checked by default when the guardian has an
 * e-mail address, with the invitation's language (the school's unless another is chosen). A
 * guardian who has an account already keeps it: the new child is linked to it.
 */
export const AccountOffer = ({
  at,
  draft,
  onChange,
  error,
}: {
  at: string;
  draft: GuardianDraft;
  onChange: (draft: GuardianDraft) => void;
  error: string | undefined;
}) => {
  const { t } = useTranslation();
  if (draft.mode === 'existing' && draft.found?.hasAccount) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('ui.enrollment.wizard.has_account')}
      </Typography>
    );
  }
  if (draft.mode === 'existing' && draft.found === null) return null;
  const email = guardianEmail(draft);
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <FormControlLabel
        control={
          <Checkbox
            name={`${at}.account`}
            checked={willInvite(draft)}
            disabled={email === ''}
            onChange={(event) => onChange({ ...draft, account: event.target.checked })}
          />
        }
        label={t('ui.enrollment.wizard.invite')}
      />
      {email === '' ? (
        <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
          {error ?? t('ui.enrollment.wizard.invite_needs_email')}
        </Typography>
      ) : null}
      {willInvite(draft) ? (
        <TextField
          select
          name={`${at}.language`}
          label={t('ui.enrollment.wizard.invite_language')}
          value={draft.language}
          onChange={(event) => onChange({ ...draft, language: event.target.value })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ maxWidth: 280 }}
        >
          <option value="">{t('ui.enrollment.wizard.school_language')}</option>
          {languageCodes.map((code) => (
            <option key={code} value={code}>
              {t(`ui.languages.${code}`)}
            </option>
          ))}
        </TextField>
      ) : null}
    </Stack>
  );
};
