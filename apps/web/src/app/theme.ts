import { createTheme, darken, getContrastRatio, responsiveFontSizes, type Theme } from '@mui/material/styles';
import { themes, type ThemeName } from '@kampus/contract/constants';

export interface ThemeOptions {
  name: ThemeName;
  compact: boolean;
  responsiveFonts: boolean;
  roundedCorners: boolean;
  direction: 'ltr' | 'rtl';
  /** The accessible name of every spinner and progress bar ("Loading…" in the language). */
  loadingLabel?: string;
  /**
   * The reader asked their system for less motion (prefers-reduced-motion): menus, dialogs and
   * panels appear at once, and a click draws no ripple (WCAG 2.3.3).
   */
  reducedMotion?: boolean;
}

/** No animation at all: every transition MUI draws takes no time and changes nothing. */
const STILL = {
  create: () => 'none',
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
};

const backgrounds: Record<ThemeName, string | undefined> = { light: '#f5f6fa', dark: undefined, nature: '#f4f9f5' };

/** WCAG AA for normal text. */
const AA = 4.5;

/**
 * The theme colour where it is used as text (text and outlined buttons, links): darkened just
 * enough to read at 4.5:1 on the page background. #01ab56 (nature) is 2.8:1 on its background.
 */
const readablePrimary = (main: string, background: string): string => {
  for (let amount = 0; amount < 1; amount += 0.05) {
    const color = amount === 0 ? main : darken(main, amount);
    if (getContrastRatio(color, background) >= AA) return color;
  }
  return '#000';
};

/**
 * The focus ring: 2 px in the text colour, which reads at more than 4.5:1 on every background of
 * every theme (WCAG 2.4.11 asks 3:1), instead of MUI's ripple tints (1.3:1 to 2.1:1). On the top
 * bar the ring takes the bar's text colour, chosen to read on the primary colour. Items inside a
 * list, a menu or a grid draw it inside themselves, where their container would clip it.
 */
export const focusStyles = (ring: string) => {
  const outside = { outline: `2px solid ${ring}`, outlineOffset: 2 };
  const inside = { outline: `2px solid ${ring}`, outlineOffset: -2 };
  return {
    '& :focus-visible': outside,
    // A text field shows focus with its 2 px border (MuiOutlinedInput below), not a second ring.
    '& .MuiInputBase-input:focus-visible': { outline: 'none' },
    // A field without a border (the top bar's search, the rows-per-page select under a list) has
    // nothing to thicken: the ring goes around the whole field.
    '& .MuiInputBase-root:not(.MuiOutlinedInput-root):has(:focus-visible)': outside,
    '.MuiButtonBase-root.Mui-focusVisible': outside,
    [[
      '.MuiMenuItem-root.Mui-focusVisible',
      '.MuiListItemButton-root.Mui-focusVisible',
      '.MuiTab-root.Mui-focusVisible',
      '.MuiAutocomplete-option.Mui-focused',
      '.MuiDataGrid-root .MuiDataGrid-cell:focus',
      '.MuiDataGrid-root .MuiDataGrid-cell:focus-within',
      '.MuiDataGrid-root .MuiDataGrid-columnHeader:focus',
      '.MuiDataGrid-root .MuiDataGrid-columnHeader:focus-within',
    ].join(', ')]: inside,
    // On the top bar a field's border is in the bar's text colour whether focused or not (the
    // season switcher): only a ring around it shows focus there.
    '.MuiAppBar-root .MuiInputBase-root:has(:focus-visible)': outside,
    '.MuiAppBar-root :focus-visible, .MuiAppBar-root .Mui-focusVisible, .MuiAppBar-root .MuiInputBase-root:has(:focus-visible)':
      { outlineColor: 'currentColor' },
    // A page's heading that focus moved to after a click (for screen readers, `focus-main.ts`)
    // draws no box: nobody reached it by keyboard. After a key press it keeps the ring.
    '& [data-focused-by="pointer"]:focus, & [data-focused-by="pointer"]:focus-visible': { outline: 'none' },
  };
};

export const createAppTheme = ({
  name,
  compact,
  responsiveFonts,
  roundedCorners,
  direction,
  loadingLabel,
  reducedMotion = false,
}: ThemeOptions): Theme => {
  const mode = name === 'dark' ? 'dark' : 'light';
  const background = backgrounds[name];
  const primaryText = mode === 'light' ? readablePrimary(themes[name], background ?? '#fff') : themes[name];
  const primaryAsText =
    primaryText === themes[name] ? [] : [{ props: { color: 'primary' as const }, style: { color: primaryText } }];
  // Right to left, a choice or typed value is its own paragraph (`unicode-bidi: plaintext`, as an
  // FSI…PDI isolate): "9-A" or "İST-04" in an Arabic picker never reads "A-9"; Arabic names still
  // read right to left, and explicit alignment keeps every line to the right.
  // 'left' in the source is right on the page: the right-to-left stylesheet (stylis-plugin-rtl,
  // MuiTheme.tsx) flips every physical side, text-align too ('right' here came out left-aligned).
  const isolated = direction === 'rtl' ? ({ unicodeBidi: 'plaintext', textAlign: 'left' } as const) : {};
  let theme = createTheme({
    direction,
    palette: {
      mode,
      // WCAG AA (4.5:1) for text on coloured buttons and bars: MUI's default threshold (3) would
      // put white on the dark and nature primaries, which read at about 3:1.
      contrastThreshold: AA,
      primary: { main: themes[name] },
      ...(background ? { background: { default: background } } : {}),
    },
    shape: { borderRadius: roundedCorners ? 8 : 0 },
    spacing: compact ? 6 : 8,
    typography: { fontSize: compact ? 13 : 14 },
    ...(reducedMotion ? { transitions: STILL } : {}),
    components: {
      ...(reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
      // A progress bar must have a name (axe: aria-progressbar-name); one given in place wins.
      MuiCircularProgress: { defaultProps: { 'aria-label': loadingLabel } },
      MuiLinearProgress: { defaultProps: { 'aria-label': loadingLabel } },
      MuiCssBaseline: { styleOverrides: { body: focusStyles(mode === 'light' ? '#1f1f1f' : '#ffffff') } },
      // A focused field's border in the readable primary: #01ab56 itself is under 3:1 on white.
      MuiOutlinedInput: {
        styleOverrides: {
          root: { '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: primaryText } },
        },
      },
      MuiButton: {
        defaultProps: { size: compact ? 'small' : 'medium' },
        styleOverrides: {
          root: {
            variants: primaryAsText.flatMap((variant) => [
              { ...variant, props: { ...variant.props, variant: 'text' as const } },
              { ...variant, props: { ...variant.props, variant: 'outlined' as const } },
            ]),
          },
        },
      },
      MuiLink: { styleOverrides: { root: { variants: primaryAsText } } },
      MuiTypography: { styleOverrides: { root: { variants: primaryAsText } } },
      // The selected tab's label is primary-coloured text.
      MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: primaryText } } } },
      MuiTextField: { defaultProps: { size: compact ? 'small' : 'medium' } },
      MuiMenuItem: { styleOverrides: { root: isolated } },
      MuiAutocomplete: { styleOverrides: { option: isolated } },
      MuiSelect: { styleOverrides: { select: isolated } },
      MuiInputBase: { styleOverrides: { input: isolated } },
      MuiChip: { styleOverrides: { label: isolated } },
      MuiFormControl: { defaultProps: { size: compact ? 'small' : 'medium' } },
      MuiListItemButton: { defaultProps: { dense: compact } },
      MuiToolbar: { defaultProps: { variant: compact ? 'dense' : 'regular' } },
    },
  });
  if (responsiveFonts) theme = responsiveFontSizes(theme);
  return theme;
};
