import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../app/settings.tsx';
import { SiteLinks } from '../components/SiteLinks.tsx';
import { PublicLanguageMenu } from './public/PublicLanguageMenu.tsx';
import { publicPalette } from './public/palette.ts';
import './public/public.css';

/**
 * The frame of the pages outside the logged-in layout, in plain HTML: theme colour, dark mode
 * and rounded corners follow the stored settings, direction follows the document.
 */
export const PublicShell = ({ children, width = 420 }: { children: ReactNode; width?: number }) => {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const palette = publicPalette(settings.theme);
  const vars: Record<string, string> = {
    '--kp-bg': palette.background,
    '--kp-primary': palette.primary,
    '--kp-on-primary': palette.onPrimary,
    '--kp-accent': palette.accent,
    '--kp-radius': settings.roundedCorners ? '8px' : '0',
    '--kp-radius-small': settings.roundedCorners ? '8px' : '0',
  };
  return (
    <div className={palette.dark ? 'kp-public kp-public--dark' : 'kp-public'} style={vars as CSSProperties}>
      <header className="kp-header">
        <p className="kp-brand">{t('ui.product')}</p>
        <PublicLanguageMenu />
      </header>
      <main className="kp-main">
        <div className="kp-card" style={{ maxWidth: width }}>
          {children}
        </div>
      </main>
      <footer className="kp-footer">
        <SiteLinks className="kp-links" linkClassName="kp-link" />
      </footer>
    </div>
  );
};
