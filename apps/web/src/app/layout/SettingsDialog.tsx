import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { themes, type ThemeName } from '@kampus/contract/constants';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog.tsx';
import { resolveThemeName } from '../settings-store.ts';
import { useSettings } from '../settings.tsx';

export const themeNames = Object.keys(themes) as ThemeName[];

export const SettingsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const { settings, update } = useSettings();
  const toggle = (key: 'compact' | 'responsiveFonts' | 'roundedCorners' | 'forceLtr', label: string) => (
    <FormControlLabel
      control={<Switch checked={settings[key]} onChange={(event) => update({ [key]: event.target.checked })} />}
      label={label}
    />
  );
  return (
    <Dialog
      open={open}
      title={t('ui.settings.title')}
      onClose={onClose}
      onOk={onClose}
      okLabel={t('ui.dialog.close')}
      width={480}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <TextField
          select
          label={t('ui.settings.theme')}
          value={settings.theme}
          onChange={(event) => update({ theme: resolveThemeName(event.target.value) })}
        >
          {themeNames.map((name) => (
            <MenuItem key={name} value={name}>
              {t(`ui.settings.themes.${name}`)}
            </MenuItem>
          ))}
        </TextField>
        {toggle('compact', t('ui.settings.compact'))}
        {toggle('responsiveFonts', t('ui.settings.responsive_fonts'))}
        {toggle('roundedCorners', t('ui.settings.rounded'))}
        {toggle('forceLtr', t('ui.settings.force_ltr'))}
      </Stack>
    </Dialog>
  );
};
