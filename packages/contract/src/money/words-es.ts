/** Whole numbers in Spanish words, agreeing with the currency noun ("un euro", "doscientas liras"). */

export type Gender = 'masculine' | 'feminine';

const ONES = ['', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];
const TEN_TO_29 = [
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const HUNDREDS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

/** "uno" before a noun is "un" (masculine) or "una" (feminine): "veintiún euros", "treinta y una liras". */
const beforeNoun = (word: string, gender: Gender): string =>
  word.replace(/uno$/, gender === 'feminine' ? 'una' : 'un').replace(/veintiun$/, 'veintiún');

/** 1-999 before a noun of `gender`: "cien", "ciento uno", "doscientas". */
const hundreds = (n: number, gender: Gender): string => {
  if (n === 100) return 'cien';
  const rest = n % 100;
  const hundred = HUNDREDS[Math.floor(n / 100)] ?? '';
  const head = gender === 'feminine' ? hundred.replace(/ientos$/, 'ientas') : hundred;
  let tail = '';
  if (rest >= 30) tail = `${TENS[Math.floor(rest / 10)] ?? ''}${rest % 10 > 0 ? ` y ${ONES[rest % 10] ?? ''}` : ''}`;
  else if (rest >= 10) tail = TEN_TO_29[rest - 10] ?? '';
  else if (rest > 0) tail = ONES[rest] ?? '';
  return beforeNoun([head, tail].filter(Boolean).join(' '), gender);
};

/** Below a million: "mil", "dos mil", "veintiún mil" (the thousands agree with the noun too). */
const belowMillion = (n: number, gender: Gender): string => {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const head = thousands === 0 ? '' : thousands === 1 ? 'mil' : `${hundreds(thousands, gender)} mil`;
  return [head, rest > 0 ? hundreds(rest, gender) : ''].filter(Boolean).join(' ');
};

/**
 * A whole number before a currency noun of `gender`. Spanish counts in the long scale: a
 * thousand millions ("mil millones") is a billion; "un millón de euros" takes "de" when the
 * millions end the number.
 */
export const esNumber = (value: bigint, gender: Gender): string => {
  if (value === 0n) return 'cero';
  const millions = Number(value / 1_000_000n);
  const rest = Number(value % 1_000_000n);
  const words: string[] = [];
  // "millón" is masculine whatever is counted: "doscientos millones de liras".
  if (millions > 0) words.push(millions === 1 ? 'un millón' : `${belowMillion(millions, 'masculine')} millones`);
  if (rest > 0) words.push(belowMillion(rest, gender));
  else words.push('de');
  return words.join(' ');
};
