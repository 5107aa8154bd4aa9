import { themes, type ThemeName } from '@kampus/contract/constants';

type Rgb = [number, number, number];

const parseHex = (hex: string): Rgb => {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as Rgb;
};

const luminance = ([r, g, b]: Rgb): number => {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

export const contrastRatio = (a: Rgb, b: Rgb): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const darken = ([r, g, b]: Rgb, amount: number): Rgb => [r, g, b].map((c) => Math.round(c * (1 - amount))) as Rgb;
const css = ([r, g, b]: Rgb): string => `rgb(${r}, ${g}, ${b})`;

const WHITE: Rgb = [255, 255, 255];
const DARK_PAPER: Rgb = [30, 30, 30];
/** WCAG AA for normal text. */
const AA = 4.5;

export interface PublicPalette {
  dark: boolean;
  primary: string;
  /** Text on a primary background: white where it reads well enough, else near-black. */
  onPrimary: string;
  /** Links and accents on the page's paper, darkened where the theme colour is too light for text. */
  accent: string;
}

/** The theme colours of the public pages, with text colours that keep WCAG AA contrast. */
export const publicPalette = (name: ThemeName): PublicPalette => {
  const dark = name === 'dark';
  const primary = parseHex(themes[name]);
  const paper = dark ? DARK_PAPER : WHITE;
  const accent = contrastRatio(primary, paper) >= AA ? primary : darken(primary, 0.3);
  return {
    dark,
    primary: css(primary),
    onPrimary: contrastRatio(primary, WHITE) >= AA ? '#fff' : 'rgba(0, 0, 0, 0.87)',
    accent: css(accent),
  };
};
