import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { isLanguage, languageCodes } from '@kampus/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { changeLanguage } from '../i18n/index.ts';

export const LanguageSwitcher = ({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        aria-label={t('ui.topbar.language')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'uppercase', minWidth: 0 }}
      >
        {current}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languageCodes.map((code) => (
          <MenuItem
            key={code}
            lang={code}
            selected={code === current}
            onClick={() => {
              setAnchor(null);
              // Server messages (menus, problems) come in the language too: refetch them.
              void changeLanguage(code).then(() => queryClient.invalidateQueries());
            }}
          >
            {t(`ui.languages.${code}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
