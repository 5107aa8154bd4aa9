import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ui } from '@kampus/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuardianSearch, type GuardianMatch, type GuardianMatches } from '../../api/enrollment.ts';
import { useDebounced } from '../generic/use-debounced.ts';

const fullName = (person: { name: string; lastName: string }): string => `${person.name} ${person.lastName}`;

/** How a registrar recognises a family: the address or phone, and the children by name and grade. */
const contactOf = (match: GuardianMatch): string => [match.phone, match.email].filter(Boolean).join(' · ');

/**
 * The existing guardian of a sibling, found by what is typed (name, phone or e-mail) among the
 * school's guardians, one entry per person, each with their children. The sibling discount the
 * search answers goes up with the choice.
 */
export const GuardianPicker = ({
  name,
  value,
  onChange,
  error,
}: {
  name: string;
  value: GuardianMatch | null;
  onChange: (match: GuardianMatch | null, found: GuardianMatches | undefined) => void;
  error: string | undefined;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebounced(input, ui.searchDebounceMs);
  const answer = useGuardianSearch(search, open);
  const options = answer.data?.items ?? [];
  return (
    <Autocomplete<GuardianMatch>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={value && !options.some((o) => o.guardianId === value.guardianId) ? [value, ...options] : options}
      value={value}
      filterOptions={(items) => items}
      isOptionEqualToValue={(option, chosen) => option.guardianId === chosen.guardianId}
      getOptionLabel={(match) => fullName(match)}
      onChange={(_event, match) => onChange(match, answer.data)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
        if (reason === 'clear') setInput('');
      }}
      loading={answer.isFetching}
      loadingText={t('ui.form.loading')}
      noOptionsText={t('ui.form.no_options')}
      renderOption={({ key, ...props }, match) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
            {fullName(match)}
          </Typography>
          {contactOf(match) ? (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }} dir="auto">
              {contactOf(match)}
            </Typography>
          ) : null}
          {match.children.length > 0 ? (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {t('ui.enrollment.wizard.children_of', {
                names: match.children
                  .map((child) => (child.gradeLevel ? `${fullName(child)} (${child.gradeLevel})` : fullName(child)))
                  .join(', '),
              })}
            </Typography>
          ) : null}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={t('ui.enrollment.wizard.find_guardian')}
          placeholder={t('ui.enrollment.wizard.find_guardian_hint')}
          error={error !== undefined}
          helperText={error ?? t('ui.enrollment.wizard.find_guardian_hint')}
          slotProps={{ ...params.slotProps, inputLabel: { shrink: true } }}
        />
      )}
    />
  );
};
