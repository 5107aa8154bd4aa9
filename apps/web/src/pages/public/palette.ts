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

const contrastRatio = (a: Rgb, b: Rgb): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** Moves a colour towards black (light pages) or white (dark pages) by `amount` (0..1). */
const towards = (color: Rgb, target: number, amount: number): Rgb =>
  color.map((c) => Math.round(c + (target - c) * amount)) as Rgb;
const css = ([r, g, b]: Rgb): string => `rgb(${r}, ${g}, ${b})`;

const WHITE: Rgb = [255, 255, 255];
/**
 * The darkest background text in the accent colour sits on: the light page under a hovered
 * button (#f5f6fa with 4% black), or the dark card under a hovered item (#1e1e1e with 8% white).
 */
const LIGHT_HOVER: Rgb = [235, 236, 240];
const DARK_HOVER: Rgb = [48, 48, 48];
/** WCAG AA for normal text. */
const AA = 4.5;

export interface PublicPalette {
  dark: boolean;
  /** The page behind the card, as in the logged-in theme. */
  background: string;
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
  const behind = dark ? DARK_HOVER : LIGHT_HOVER;
  let accent = primary;
  // Darker on light pages, lighter on dark ones, in small steps: a colour that almost passes
  // keeps its look (#5664d2 needs 5%).
  for (let amount = 0.05; contrastRatio(accent, behind) < AA && amount < 1; amount += 0.05) {
    accent = towards(primary, dark ? 255 : 0, amount);
  }
  return {
    dark,
    background: name === 'nature' ? '#f4f9f5' : dark ? '#121212' : '#f5f6fa',
    primary: css(primary),
    onPrimary: contrastRatio(primary, WHITE) >= AA ? '#fff' : 'rgba(0, 0, 0, 0.87)',
    accent: css(accent),
  };
};
