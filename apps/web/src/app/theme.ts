import { createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';
import { themes, type ThemeName } from '@kampus/contract';

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
