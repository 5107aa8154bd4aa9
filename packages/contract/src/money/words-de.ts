/** Whole numbers in German words, written as one word below a million ("eintausendzweihundertfünfzig"). */

const ONES = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
const TEENS = [
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];

/** 1-999 as it stands before a noun or a scale: "ein", "einundzwanzig", "zweihundert". */
const hundreds = (n: number): string => {
  const rest = n % 100;
  const head = n >= 100 ? `${ONES[Math.floor(n / 100)] ?? ''}hundert` : '';
  if (rest === 0) return head;
  if (rest < 10) return `${head}${ONES[rest] ?? ''}`;
  if (rest < 20) return `${head}${TEENS[rest - 10] ?? ''}`;
  const ones = rest % 10;
  const tens = TENS[Math.floor(rest / 10)] ?? '';
  return `${head}${ones > 0 ? `${ONES[ones] ?? ''}und` : ''}${tens}`;
};

/** A large scale: "eine Million", "zwei Millionen" (nouns, written apart). */
const large = (n: number, one: string, many: string): string => (n === 1 ? `eine ${one}` : `${hundreds(n)} ${many}`);

/**
 * A whole number before a currency noun: "ein Euro" (never "eins Euro"), "eintausend", "eine
 * Million zweihunderttausend".
 */
export const deNumber = (value: bigint): string => {
  if (value === 0n) return 'null';
  const billions = Number(value / 1_000_000_000n);
  const millions = Number((value / 1_000_000n) % 1000n);
  const below = Number(value % 1_000_000n);
  const thousands = Math.floor(below / 1000);
  const rest = below % 1000;
  const words: string[] = [];
  if (billions > 0) words.push(large(billions, 'Milliarde', 'Milliarden'));
  if (millions > 0) words.push(large(millions, 'Million', 'Millionen'));
  const small = `${thousands > 0 ? `${hundreds(thousands)}tausend` : ''}${rest > 0 ? hundreds(rest) : ''}`;
  if (small) words.push(small);
  return words.join(' ');
};
