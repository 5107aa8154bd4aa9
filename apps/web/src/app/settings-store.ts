import { isRightToLeft, themes, ui, type ThemeName } from '@kampus/contract/constants';

/** Interface settings the spec keeps in local storage. */
export interface Settings {
  theme: ThemeName;
  compact: boolean;
  responsiveFonts: boolean;
  roundedCorners: boolean;
  /** Forces left-to-right even for Arabic. */
  forceLtr: boolean;
  mainHeightGutter: number;
}

export const SETTINGS_KEY = 'kampus.settings';

export const defaultSettings: Settings = {
  theme: 'light',
  compact: false,
  responsiveFonts: true,
  roundedCorners: true,
  forceLtr: false,
  mainHeightGutter: ui.mainHeightGutter,
};

const isThemeName = (name: unknown): name is ThemeName => typeof name === 'string' && name in themes;

/** An unknown theme name warns and falls back to light, as the spec asks. */
export const resolveThemeName = (name: unknown, warn: (message: string) => void = console.warn): ThemeName => {
  if (isThemeName(name)) return name;
  warn(`Kampus: unknown theme "${String(name)}", using "light".`);
  return 'light';
};

const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

export const parseSettings = (raw: string | null): Settings => {
  if (!raw) return defaultSettings;
  let stored: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    stored = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return defaultSettings;
  }
  return {
    theme: 'theme' in stored ? resolveThemeName(stored.theme) : defaultSettings.theme,
    compact: bool(stored.compact, defaultSettings.compact),
    responsiveFonts: bool(stored.responsiveFonts, defaultSettings.responsiveFonts),
    roundedCorners: bool(stored.roundedCorners, defaultSettings.roundedCorners),
    forceLtr: bool(stored.forceLtr, defaultSettings.forceLtr),
    mainHeightGutter:
      typeof stored.mainHeightGutter === 'number' ? stored.mainHeightGutter : defaultSettings.mainHeightGutter,
  };
};

/** Right-to-left for Arabic unless the person forces left-to-right. */
export const directionFor = (language: string, forceLtr: boolean): 'rtl' | 'ltr' =>
  isRightToLeft(language) && !forceLtr ? 'rtl' : 'ltr';
