import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { languageCodes, type Language } from '@kampus/contract/constants';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/index.ts';

export interface LanguageMenuProps {
  anchor: HTMLElement | null;
  current: Language;
  onClose: () => void;
}

/**
 * The languages, each named in itself. Choosing one loads its catalogue first; server texts
 * (menus, messages) follow because every query key carries the language.
 */
export const LanguageMenu = ({ anchor, current, onClose }: LanguageMenuProps) => {
  const { t } = useTranslation();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {languageCodes.map((code) => (
        <MenuItem
          key={code}
          lang={code}
          selected={code === current}
          onClick={() => {
            onClose();
            void changeLanguage(code);
          }}
        >
          {t(`ui.languages.${code}`)}
        </MenuItem>
      ))}
    </Menu>
  );
};
