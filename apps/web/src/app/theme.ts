import { createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';
import { themes, type ThemeName } from '@kampus/contract/constants';

export interface ThemeOptions {
  name: ThemeName;
  compact: boolean;
  responsiveFonts: boolean;
  roundedCorners: boolean;
  direction: 'ltr' | 'rtl';
}

export const createAppTheme = ({ name, compact, responsiveFonts, roundedCorners, direction }: ThemeOptions): Theme => {
  const mode = name === 'dark' ? 'dark' : 'light';
  let theme = createTheme({
    direction,
    palette: {
      mode,
      // WCAG AA (4.5:1) for text on coloured buttons and bars: MUI's default threshold (3) would
      // put white on the dark and nature primaries, which read at about 3:1.
      contrastThreshold: 4.5,
      primary: { main: themes[name] },
      ...(name === 'nature' ? { background: { default: '#f4f9f5' } } : {}),
      ...(mode === 'light' && name === 'light' ? { background: { default: '#f5f6fa' } } : {}),
    },
    shape: { borderRadius: roundedCorners ? 8 : 0 },
    spacing: compact ? 6 : 8,
    typography: { fontSize: compact ? 13 : 14 },
    components: {
      MuiButton: { defaultProps: { size: compact ? 'small' : 'medium' } },
      MuiTextField: { defaultProps: { size: compact ? 'small' : 'medium' } },
      MuiFormControl: { defaultProps: { size: compact ? 'small' : 'medium' } },
      MuiListItemButton: { defaultProps: { dense: compact } },
      MuiToolbar: { defaultProps: { variant: compact ? 'dense' : 'regular' } },
    },
  });
  if (responsiveFonts) theme = responsiveFontSizes(theme);
  return theme;
};
