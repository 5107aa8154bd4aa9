import { compile, middleware, serialize, stringify } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { getContrastRatio } from '@mui/material/styles';
import { themes, type ThemeName } from '@kampus/contract/constants';
import { describe, expect, it } from 'vitest';
import { createAppTheme, focusStyles } from './theme.ts';

const names = Object.keys(themes) as ThemeName[];
const themeOf = (name: ThemeName) =>
  createAppTheme({ name, compact: false, responsiveFonts: false, roundedCorners: true, direction: 'ltr' });

/** The colour of the 2 px focus ring the theme draws on every control. */
const ringOf = (name: ThemeName): string => {
  const styles = themeOf(name).components?.MuiCssBaseline?.styleOverrides;
  const body = typeof styles === 'object' && styles !== null && 'body' in styles ? styles.body : undefined;
  const ring = JSON.stringify(body).match(/2px solid (#[0-9a-f]{6})/)?.[1];
  if (!ring) throw new Error(`no focus ring in the ${name} theme`);
  return ring;
};

describe.each(names)('the %s theme', (name) => {
  const theme = themeOf(name);
  const { palette } = theme;

  it('keeps the spec primary colour', () => {
    expect(palette.primary.main.toLowerCase()).toBe(themes[name].toLowerCase());
  });

  it('puts text on the primary colour at 4.5:1 (bars, contained buttons)', () => {
    expect(getContrastRatio(palette.primary.contrastText, palette.primary.main)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the focus ring at 3:1 or more on the page, on paper and on the primary colour', () => {
    const ring = ringOf(name);
    expect(getContrastRatio(ring, palette.background.default)).toBeGreaterThanOrEqual(3);
    expect(getContrastRatio(ring, palette.background.paper)).toBeGreaterThanOrEqual(3);
    // On the top bar the ring takes the bar's text colour instead.
    expect(JSON.stringify(focusStyles(ring))).toContain('currentColor');
  });

  it('writes body and secondary text at 4.5:1 on the page and on paper', () => {
    for (const background of [palette.background.default, palette.background.paper]) {
      expect(getContrastRatio(palette.text.primary, background)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(palette.text.secondary, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('text in the primary colour', () => {
  it.each(names)('reads at 4.5:1 on the page in the %s theme (selected tabs, links, text buttons)', (name) => {
    const theme = themeOf(name);
    const tab = theme.components?.MuiTab?.styleOverrides?.root;
    const color = JSON.stringify(tab).match(/"color":"([^"]+)"/)?.[1] ?? '';
    for (const background of [theme.palette.background.default, theme.palette.background.paper]) {
      expect(getContrastRatio(color, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('right to left', () => {
  const rtl = createAppTheme({
    name: 'light',
    compact: false,
    responsiveFonts: false,
    roundedCorners: true,
    direction: 'rtl',
  });
  const ltr = themeOf('light');
  const isolated = { unicodeBidi: 'plaintext', textAlign: 'left' };
  /** The CSS the page gets from a style object, through the right-to-left stylesheet as MuiTheme.tsx builds it. */
  const onThePage = (style: unknown): string => {
    const declarations = Object.entries(style as Record<string, string>)
      .map(([key, value]) => `${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value};`)
      .join('');
    return serialize(compile(`.x{${declarations}}`), middleware([rtlPlugin, stringify]));
  };

  it('aligns picker choices and field values to the right on the page (the stylesheet flips sides)', () => {
    // A menu item read left-aligned in Arabic: 'right' in the source came out 'left' once flipped.
    expect(onThePage(rtl.components?.MuiMenuItem?.styleOverrides?.root)).toContain('text-align:right');
    expect(onThePage(rtl.components?.MuiInputBase?.styleOverrides?.input)).toContain('text-align:right');
  });

  it('isolates every picker’s choices and values, so "9-A" never reads "A-9" in Arabic', () => {
    expect(rtl.components?.MuiMenuItem?.styleOverrides?.root).toEqual(isolated);
    expect(rtl.components?.MuiAutocomplete?.styleOverrides?.option).toEqual(isolated);
    expect(rtl.components?.MuiSelect?.styleOverrides?.select).toEqual(isolated);
    expect(rtl.components?.MuiInputBase?.styleOverrides?.input).toEqual(isolated);
    expect(rtl.components?.MuiChip?.styleOverrides?.label).toEqual(isolated);
  });

  it('leaves left-to-right screens as they are', () => {
    expect(ltr.components?.MuiMenuItem?.styleOverrides?.root).toEqual({});
  });
});

describe('a heading focus moved to', () => {
  it('draws no ring when it was reached after a click, and keeps it otherwise', () => {
    const styles = focusStyles('#1f1f1f');
    expect(styles['& [data-focused-by="pointer"]:focus, & [data-focused-by="pointer"]:focus-visible']).toEqual({
      outline: 'none',
    });
    expect(styles['& :focus-visible']).toEqual({ outline: '2px solid #1f1f1f', outlineOffset: 2 });
  });
});

describe('a reader who asked for less motion', () => {
  const options = {
    name: 'light',
    compact: false,
    responsiveFonts: false,
    roundedCorners: true,
    direction: 'ltr',
  } as const;

  it('gets menus and dialogs at once, and no ripple on a click', () => {
    const still = createAppTheme({ ...options, reducedMotion: true });
    expect(still.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(still.transitions.duration.enteringScreen).toBe(0);
    expect(still.transitions.duration.leavingScreen).toBe(0);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it('is the only one who does: others keep the animations', () => {
    const moving = createAppTheme(options);
    expect(moving.transitions.create('opacity')).toContain('opacity');
    expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(moving.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });
});
