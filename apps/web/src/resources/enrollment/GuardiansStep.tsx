import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAllOf } from '../../api/enrollment.ts';
import type { ErrorAt } from './violations.ts';
import { GUARDIAN_FIELDS, newGuardian, type GuardianDraft } from './wizard-state.ts';

const RELATIONS = ['mother', 'father', 'guardian', 'other'] as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Step 2: one or more guardians, each new (typed here) or an existing guardian record of the
 * school (a sibling's parent), copied for the new student with its parent account.
 */
export const GuardiansStep = ({
  drafts,
  onChange,
  errorAt,
}: {
  drafts: GuardianDraft[];
  onChange: (drafts: GuardianDraft[]) => void;
  errorAt: ErrorAt;
}) => {
  const { t } = useTranslation();
  const known = useAllOf('guardians');
  const put = (index: number, draft: GuardianDraft) => onChange(drafts.map((d, i) => (i === index ? draft : d)));
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      {errorAt('guardians') ? <Typography color="error">{errorAt('guardians')}</Typography> : null}
      {drafts.map((draft, index) => {
        const at = `guardians[${index}]`;
        return (
          <Paper
            key={index}
            variant="outlined"
            sx={{ p: 2 }}
            role="group"
            aria-label={t('ui.enrollment.wizard.guardian_n', { n: index + 1 })}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
              <Typography variant="subtitle1">{t('ui.enrollment.wizard.guardian_n', { n: index + 1 })}</Typography>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={draft.mode}
                onChange={(_event, mode: GuardianDraft['mode'] | null) => mode && put(index, { ...draft, mode })}
              >
                <ToggleButton value="new">{t('ui.enrollment.wizard.new_guardian')}</ToggleButton>
                <ToggleButton value="existing">{t('ui.enrollment.wizard.existing_guardian')}</ToggleButton>
              </ToggleButtonGroup>
            </Stack>
            {draft.mode === 'existing' ? (
              <TextField
                select
                fullWidth
                name={`${at}.guardianId`}
                label={t('ui.enrollment.wizard.choose_guardian')}
                value={draft.guardianId}
                onChange={(event) => put(index, { ...draft, guardianId: event.target.value })}
                error={errorAt(`${at}.guardianId`) !== undefined}
                helperText={errorAt(`${at}.guardianId`)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">—</option>
                {(known.data ?? []).map((guardian) => (
                  <option key={guardian.id} value={guardian.id}>
                    {t('ui.enrollment.wizard.guardian_of', {
                      name: `${text(guardian.name)} ${text(guardian.lastName)}`,
                      student: guardian.refNames?.studentId ?? '',
                    })}
                  </option>
                ))}
              </TextField>
            ) : (
              <Stack spacing={2}>
                {GUARDIAN_FIELDS.map((field) => (
                  <TextField
                    key={field}
                    select={field === 'relation'}
                    name={`${at}.${field}`}
                    label={t(`fields.${field}`)}
                    required={field !== 'phone' && field !== 'email'}
                    type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                    value={draft.values[field]}
                    onChange={(event) =>
                      put(index, { ...draft, values: { ...draft.values, [field]: event.target.value } })
                    }
                    error={errorAt(`${at}.${field}`) !== undefined}
                    helperText={errorAt(`${at}.${field}`)}
                    slotProps={{
                      inputLabel: { shrink: true },
                      ...(field === 'relation' ? { select: { native: true } } : {}),
                    }}
                  >
                    {field === 'relation'
                      ? [
                          <option key="" value="">
                            —
                          </option>,
                          ...RELATIONS.map((relation) => (
                            <option key={relation} value={relation}>
                              {t(`ui.values.${relation}`)}
                            </option>
                          )),
                        ]
                      : undefined}
                  </TextField>
                ))}
              </Stack>
            )}
            {drafts.length > 1 ? (
              <Button sx={{ mt: 1 }} color="inherit" onClick={() => onChange(drafts.filter((_d, i) => i !== index))}>
                {t('ui.enrollment.wizard.remove')}
              </Button>
            ) : null}
          </Paper>
        );
      })}
      <Button sx={{ alignSelf: 'flex-start' }} onClick={() => onChange([...drafts, newGuardian()])}>
        {t('ui.enrollment.wizard.add_guardian')}
      </Button>
    </Stack>
  );
};
