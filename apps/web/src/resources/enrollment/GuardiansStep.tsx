import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { GuardianMatches } from '../../api/enrollment.ts';
import { AccountOffer } from './AccountOffer.tsx';
import { GuardianPicker } from './GuardianPicker.tsx';
import { SiblingSuggestion } from './SiblingSuggestion.tsx';
import type { ErrorAt } from './violations.ts';
import { GUARDIAN_FIELDS, newGuardian, type GuardianDraft, type SiblingDiscount } from './wizard-state.ts';

const RELATIONS = ['mother', 'father', 'guardian', 'other'] as const;

/**
 * Step 2: one or more guardians, each new (typed here) or an existing guardian of the school (a
 * sibling's parent) found by search, copied for the new student with its parent account; each
 * offered an account and an invitation. Choosing a parent with children suggests the school's
 * sibling discount.
 */
export const GuardiansStep = ({
  drafts,
  onChange,
  errorAt,
  sibling,
  onSibling,
  discounts,
  onAddDiscount,
}: {
  drafts: GuardianDraft[];
  onChange: (drafts: GuardianDraft[]) => void;
  errorAt: ErrorAt;
  sibling: SiblingDiscount | null;
  onSibling: (sibling: SiblingDiscount | null) => void;
  discounts: number[];
  onAddDiscount: (id: number) => void;
}) => {
  const { t } = useTranslation();
  const put = (index: number, draft: GuardianDraft) => onChange(drafts.map((d, i) => (i === index ? draft : d)));
  const choose = (index: number, draft: GuardianDraft, found: GuardianMatches | undefined) => {
    put(index, draft);
    if (draft.found && draft.found.children.length > 0) onSibling(found?.siblingDiscount ?? null);
  };
  const family = drafts.flatMap((draft) => (draft.mode === 'existing' ? (draft.found?.children ?? []) : []));
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      {errorAt('guardians') ? <Typography color="error">{errorAt('guardians')}</Typography> : null}
      {family.length > 0 ? (
        <SiblingSuggestion
          family={family}
          sibling={sibling}
          added={sibling ? discounts.includes(sibling.id) : false}
          onAdd={onAddDiscount}
        />
      ) : null}
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
              <GuardianPicker
                name={`${at}.guardianId`}
                value={draft.found}
                error={errorAt(`${at}.guardianId`)}
                onChange={(match, found) =>
                  choose(index, { ...draft, found: match, guardianId: match ? String(match.guardianId) : '' }, found)
                }
              />
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
            <AccountOffer
              at={at}
              draft={draft}
              onChange={(next) => put(index, next)}
              error={draft.mode === 'existing' ? errorAt(`${at}.email`) : undefined}
            />
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
