import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useActiveSchool } from '../use-active-school.ts';

const fieldSx = {
  minWidth: { xs: 110, sm: 170 },
  maxWidth: 260,
  '& .MuiInputBase-root': { color: 'inherit', bgcolor: 'rgba(255,255,255,0.12)' },
  '& .MuiInputLabel-root, & .MuiSvgIcon-root': { color: 'inherit' },
  // Borders in the bar's text colour (chosen to read on the primary colour), focused or not.
  '& .MuiOutlinedInput-notchedOutline, & .Mui-focused .MuiOutlinedInput-notchedOutline': {
    borderColor: 'currentColor',
  },
} as const;

export const SchoolSeasonSwitcher = () => {
  const { t } = useTranslation();
  const { schools, school, season, selectSchool, selectSeason, isLoading } = useActiveSchool();
  if (isLoading) return null;
  return (
    <>
      <TextField
        select
        size="small"
        label={t('ui.topbar.school')}
        value={school ? String(school.id) : ''}
        onChange={(event) => selectSchool(Number(event.target.value))}
        sx={fieldSx}
        disabled={schools.length < 2}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 400 } } } } } }}
      >
        {schools.length === 0 && <MenuItem value="">{t('ui.topbar.no_school')}</MenuItem>}
        {schools.map((item) => (
          <MenuItem key={item.id} value={String(item.id)}>
            {item.title}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('ui.topbar.season')}
        value={season ? String(season.id) : ''}
        onChange={(event) => selectSeason(Number(event.target.value))}
        sx={fieldSx}
        // With no season the label stays shrunk above "No season" instead of lying over the
        // empty box (where its contrast against the top bar is too low).
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        {!school?.seasons.length && <MenuItem value="">{t('ui.topbar.no_season')}</MenuItem>}
        {(school?.seasons ?? []).map((item) => (
          <MenuItem key={item.id} value={String(item.id)}>
            {item.title}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
};
