import { toCents, type MoneyInput } from './money.ts';

/** The languages amounts are written out in on receipts and promissory notes (issue 13). */
export const WORDS_LANGUAGES = ['tr', 'en'] as const;
export type WordsLanguage = (typeof WORDS_LANGUAGES)[number];

interface UnitNames {
  whole: string;
  fraction: string;
  /** English singulars ("one cent"); Turkish nouns after a number never change. */
  wholeOne?: string;
  fractionOne?: string;
}

/** Main unit and hundredth per currency and language; another currency reads as its code and "/100". */
const UNITS: Record<string, Record<WordsLanguage, UnitNames>> = {
  TRY: { tr: { whole: 'Türk lirası', fraction: 'kuruş' }, en: { whole: 'Turkish lira', fraction: 'kuruş' } },
  USD: {
    tr: { whole: 'ABD doları', fraction: 'sent' },
    en: { whole: 'US dollars', fraction: 'cents', wholeOne: 'US dollar', fractionOne: 'cent' },
  },
  EUR: {
    tr: { whole: 'avro', fraction: 'sent' },
    en: { whole: 'euros', fraction: 'cents', wholeOne: 'euro', fractionOne: 'cent' },
  },
  GBP: {
    tr: { whole: 'İngiliz sterlini', fraction: 'peni' },
    en: { whole: 'pounds sterling', fraction: 'pence', wholeOne: 'pound sterling', fractionOne: 'penny' },
  },
};

const TR_ONES = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TR_TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
const TR_SCALES = ['', 'bin', 'milyon', 'milyar'];

const EN_ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_SCALES = ['', 'thousand', 'million', 'billion'];

/** Groups of three digits, lowest first: 1 234 567 is [567, 234, 1]. */
const groupsOf = (value: bigint): number[] => {
  const groups: number[] = [];
  for (let rest = value; rest > 0n; rest /= 1000n) groups.push(Number(rest % 1000n));
  return groups;
};

/** 0-999 in Turkish: "yüz", never "bir yüz". */
const trHundreds = (n: number): string[] => {
  const hundreds = Math.floor(n / 100);
  const words: string[] = [];
  if (hundreds > 0) words.push(...(hundreds === 1 ? [] : [TR_ONES[hundreds] ?? '']), 'yüz');
  const tens = TR_TENS[Math.floor((n % 100) / 10)] ?? '';
  const ones = TR_ONES[n % 10] ?? '';
  return [...words, tens, ones].filter(Boolean);
};

const trNumber = (value: bigint): string => {
  if (value === 0n) return 'sıfır';
  const words = groupsOf(value).flatMap((group, scale) => {
    if (group === 0) return [];
    // "bin", not "bir bin"; but "bir milyon".
    const digits = scale === 1 && group === 1 ? [] : trHundreds(group);
    return [[...digits, TR_SCALES[scale] ?? ''].filter(Boolean).join(' ')];
  });
  return words.reverse().join(' ');
};

/** 0-999 in English: "one hundred twenty-five". */
const enHundreds = (n: number): string[] => {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = hundreds > 0 ? [EN_ONES[hundreds] ?? '', 'hundred'] : [];
  if (rest >= 20) {
    const tens = EN_TENS[Math.floor(rest / 10)] ?? '';
    words.push(rest % 10 === 0 ? tens : `${tens}-${EN_ONES[rest % 10] ?? ''}`);
  } else if (rest > 0) words.push(EN_ONES[rest] ?? '');
  return words;
};

const enNumber = (value: bigint): string => {
  if (value === 0n) return 'zero';
  const words = groupsOf(value).flatMap((group, scale) =>
    group === 0 ? [] : [[...enHundreds(group), EN_SCALES[scale] ?? ''].filter(Boolean).join(' ')],
  );
  return words.reverse().join(' ');
};

/**
 * An amount written out in words, as printed on a receipt or a promissory note ("yalnız ...").
 * Exact: the amount is read as cents (`toCents`), never a float. A negative amount or one that
 * is no amount is refused (`RangeError`): a document never states a debt below zero in words.
 *
 *   amountInWords('1250.25', 'TRY', 'tr') // "bin iki yüz elli Türk lirası yirmi beş kuruş"
 *   amountInWords('1250.25', 'TRY', 'en') // "one thousand two hundred fifty Turkish lira and twenty-five kuruş"
 */
export const amountInWords = (amount: MoneyInput, currency: string, language: WordsLanguage): string => {
  const cents = toCents(amount);
  if (cents === undefined) throw new RangeError(`not an amount: ${String(amount)}`);
  if (cents < 0n) throw new RangeError('an amount in words cannot be negative');
  const code = currency.toUpperCase();
  const unit = UNITS[code]?.[language] ?? { whole: code, fraction: '/100' };
  const whole = cents / 100n;
  const fraction = cents % 100n;
  const number = language === 'tr' ? trNumber : enNumber;
  const main = `${number(whole)} ${(whole === 1n && unit.wholeOne) || unit.whole}`;
  if (fraction === 0n) return main;
  const part =
    unit.fraction === '/100'
      ? `${fraction}/100`
      : `${number(fraction)} ${(fraction === 1n && unit.fractionOne) || unit.fraction}`;
  return language === 'tr' ? `${main} ${part}` : `${main} and ${part}`;
};

/** The words language of a document language: Turkish for Turkish, English for every other. */
export const wordsLanguageOf = (language: string): WordsLanguage => (language === 'tr' ? 'tr' : 'en');
