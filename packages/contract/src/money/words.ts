import { toCents, type MoneyInput } from './money.ts';

import { arNumber } from './words-ar.ts';
import { deNumber } from './words-de.ts';
import { esNumber, type Gender } from './words-es.ts';

/** The languages amounts are written out in on receipts, statements, notes and invoices: every language of the app. */
export const WORDS_LANGUAGES = ['tr', 'en', 'ar', 'de', 'es'] as const;
export type WordsLanguage = (typeof WORDS_LANGUAGES)[number];

interface UnitNames {
  whole: string;
  fraction: string;
  /** Singulars ("one cent", "un euro"); Turkish and Arabic nouns after a number stay as they are. */
  wholeOne?: string;
  fractionOne?: string;
  /** Spanish numbers agree with the noun ("una lira", "doscientas liras"). */
  wholeGender?: Gender;
}

/**
 * Main unit and hundredth per language and currency (one language's names together, as a translator
 * reads them); another currency reads as its code and "/100".
 */
const UNITS: Record<WordsLanguage, Record<string, UnitNames>> = {
  tr: {
    TRY: { whole: 'Türk lirası', fraction: 'kuruş' },
    USD: { whole: 'ABD doları', fraction: 'sent' },
    EUR: { whole: 'avro', fraction: 'sent' },
    GBP: { whole: 'İngiliz sterlini', fraction: 'peni' },
  },
  en: {
    TRY: { whole: 'Turkish lira', fraction: 'kuruş' },
    USD: { whole: 'US dollars', fraction: 'cents', wholeOne: 'US dollar', fractionOne: 'cent' },
    EUR: { whole: 'euros', fraction: 'cents', wholeOne: 'euro', fractionOne: 'cent' },
    GBP: { whole: 'pounds sterling', fraction: 'pence', wholeOne: 'pound sterling', fractionOne: 'penny' },
  },
  de: {
    TRY: { whole: 'Türkische Lira', fraction: 'Kuruş' },
    USD: { whole: 'US-Dollar', fraction: 'Cent' },
    EUR: { whole: 'Euro', fraction: 'Cent' },
    GBP: { whole: 'Pfund Sterling', fraction: 'Pence', fractionOne: 'Penny' },
  },
  es: {
    TRY: { whole: 'liras turcas', wholeOne: 'lira turca', fraction: 'kuruş', wholeGender: 'feminine' },
    USD: {
      whole: 'dólares estadounidenses',
      wholeOne: 'dólar estadounidense',
      fraction: 'centavos',
      fractionOne: 'centavo',
    },
    EUR: { whole: 'euros', wholeOne: 'euro', fraction: 'céntimos', fractionOne: 'céntimo' },
    GBP: {
      whole: 'libras esterlinas',
      wholeOne: 'libra esterlina',
      fraction: 'peniques',
      fractionOne: 'penique',
      wholeGender: 'feminine',
    },
  },
  ar: {
    TRY: { whole: 'ليرة تركية', fraction: 'قرش' },
    USD: { whole: 'دولار أمريكي', fraction: 'سنت' },
    EUR: { whole: 'يورو', fraction: 'سنت' },
    GBP: { whole: 'جنيه إسترليني', fraction: 'بنس' },
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

/** A whole number in `language`, agreeing with the noun it counts where the language asks it. */
const numberIn = (language: WordsLanguage, value: bigint, gender: Gender): string => {
  switch (language) {
    case 'tr':
      return trNumber(value);
    case 'ar':
      return arNumber(value);
    case 'de':
      // "eine Lira" for the feminine lira; "ein Euro".
      return value === 1n && gender === 'feminine' ? 'eine' : deNumber(value);
    case 'es':
      return esNumber(value, gender);
    default:
      return enNumber(value);
  }
};

/** How the whole and the hundredths are joined: "... lira and twenty-five kuruş", "... Euro und ...". */
const JOINERS: Record<WordsLanguage, string> = { tr: ' ', en: ' and ', ar: ' و', de: ' und ', es: ' con ' };

/** German counts the lira as feminine as Spanish does; the rest of its currencies are masculine or neuter. */
const germanGender = (code: string): Gender => (code === 'TRY' ? 'feminine' : 'masculine');

/**
 * An amount written out in words, as printed on a receipt, a statement or a promissory note.
 * Exact: the amount is read as cents (`toCents`), never a float. A negative amount or one that
 * is no amount is refused (`RangeError`): a document never states a debt below zero in words.
 *
 *   amountInWords('1250.25', 'TRY', 'tr') // "bin iki yüz elli Türk lirası yirmi beş kuruş"
 *   amountInWords('1250.25', 'TRY', 'en') // "one thousand two hundred fifty Turkish lira and twenty-five kuruş"
 *   amountInWords('1250.25', 'EUR', 'de') // "eintausendzweihundertfünfzig Euro und fünfundzwanzig Cent"
 *   amountInWords('1250.25', 'EUR', 'es') // "mil doscientos cincuenta euros con veinticinco céntimos"
 *   amountInWords('1250.25', 'TRY', 'ar') // "ألف ومائتان وخمسون ليرة تركية وخمسة وعشرون قرش"
 */
export const amountInWords = (amount: MoneyInput, currency: string, language: WordsLanguage): string => {
  const cents = toCents(amount);
  if (cents === undefined) throw new RangeError(`not an amount: ${String(amount)}`);
  if (cents < 0n) throw new RangeError('an amount in words cannot be negative');
  const code = currency.toUpperCase();
  const unit = UNITS[language][code] ?? { whole: code, fraction: '/100' };
  const whole = cents / 100n;
  const fraction = cents % 100n;
  const gender = language === 'de' ? germanGender(code) : (unit.wholeGender ?? 'masculine');
  const main = `${numberIn(language, whole, gender)} ${(whole === 1n && unit.wholeOne) || unit.whole}`;
  if (fraction === 0n) return main;
  const part =
    unit.fraction === '/100'
      ? `${fraction}/100`
      : `${numberIn(language, fraction, 'masculine')} ${(fraction === 1n && unit.fractionOne) || unit.fraction}`;
  return `${main}${JOINERS[language]}${part}`;
};

/** The words language of a document language: each of the five its own. */
export const wordsLanguageOf = (language: string): WordsLanguage =>
  (WORDS_LANGUAGES as readonly string[]).includes(language) ? (language as WordsLanguage) : 'en';
