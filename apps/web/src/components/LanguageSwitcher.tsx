import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { isLanguage } from '@kampus/contract/constants';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The menu (MUI Menu, Popover, Modal, focus trap) loads on the first click, not with the login page.
const LanguageMenu = lazy(() => import('./LanguageMenu.tsx').then((m) => ({ default: m.LanguageMenu })));

export const LanguageSwitcher = ({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) => {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        // The name starts with the visible code (WCAG 2.5.3: a voice user says what they see).
        aria-label={`${current.toUpperCase()} ${t('ui.topbar.language')}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ textTransform: 'uppercase', minWidth: 0 }}
      >
        {current}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} current={current} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
};
