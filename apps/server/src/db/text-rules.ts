import type { Language } from '@kampus/contract';

/**
 * How text is ordered and searched per language, as SQL the repeatable migration installs
 * (`derived_indexes.sql`, written from here by `npm run db:generate`) and the engine calls.
 *
 * - Sorting: where PostgreSQL has ICU, one collation per distinct CLDR rule set among the app's
 *   languages, all with numeric ordering (`kn`: "9-A" before "10-A"). English and German share the
 *   root rules; Turkish (C < Ç, I < İ as letters of their own), Spanish (ñ after n) and Arabic
 *   (Arabic script first) have their own. Without ICU (PGlite) `kampus_sort_key(text, rules)`
 *   computes a key whose byte order follows the same rules for the Latin letters of these languages.
 * - Searching: `kampus_fold(text)` lower-cases and removes accents (Turkish dotted and dotless i
 *   both become i, Arabic loses its diacritics and its hamza variants), for the column and the term
 *   alike, so "ogrenci", "OGRENCI" and "öğrenci" are one word.
 */
const SORT_RULES = {
  und: 'und-u-kn-true',
  tr: 'tr-u-kn-true',
  es: 'es-u-kn-true',
  ar: 'ar-u-kn-true',
} as const;

export type SortRules = keyof typeof SORT_RULES;

export const sortRulesOf: Record<Language, SortRules> = { en: 'und', de: 'und', tr: 'tr', es: 'es', ar: 'ar' };

export const sortRuleNames = Object.keys(SORT_RULES) as SortRules[];

export const collationOf = (rules: SortRules): string => `kampus_${rules}`;

/**
 * Letters NFD does not decompose, folded by hand; both cases, since the database's `lower` may be
 * ASCII only. Arabic: alef wasla, alef maqsura and teh marbuta, spelled either way.
 */
const LETTERS: [string, string][] = [
  ['ı', 'i'],
  ['ø', 'o'],
  ['Ø', 'o'],
  ['ł', 'l'],
  ['Ł', 'l'],
  ['đ', 'd'],
  ['Đ', 'd'],
  ['ħ', 'h'],
  ['Ħ', 'h'],
  ['ŧ', 't'],
  ['Ŧ', 't'],
  ['ٱ', 'ا'],
  ['ى', 'ي'],
  ['ة', 'ه'],
];

/** Letters written as two (translate maps one to one). */
const EXPANSIONS: [string, string][] = [
  ['ß', 'ss'],
  ['æ', 'ae'],
  ['œ', 'oe'],
];

/**
 * Marks dropped after NFD: Latin combining accents (U+0300-036F: the dot of İ, the cedilla of Ç
 * and Ş, the breve of Ğ, the umlauts...), Arabic diacritics and hamza marks (U+064B-0655, U+0670)
 * and the tatweel (U+0640). A Unicode escape string, so the generated file stays readable.
 */
const MARKS = "U&'[\\0300-\\036F\\064B-\\0655\\0670\\0640]'";

/**
 * Letters of their own in a language's alphabet, as a key that sorts right after the base letter:
 * `{` follows `z` in byte order, so "c{" comes after every "c" + letter and before "d".
 */
const OWN_LETTERS: Partial<Record<SortRules, [string, string][]>> = {
  tr: [
    ['Ç', 'c{'],
    ['ç', 'c{'],
    ['Ğ', 'g{'],
    ['ğ', 'g{'],
    ['I', 'h{'],
    ['ı', 'h{'],
    ['Ö', 'o{'],
    ['ö', 'o{'],
    ['Ş', 's{'],
    ['ş', 's{'],
    ['Ü', 'u{'],
    ['ü', 'u{'],
  ],
  es: [
    ['Ñ', 'n{'],
    ['ñ', 'n{'],
    ['ı', 'i{'],
  ],
};

const literal = (text: string): string => `'${text.replace(/'/g, "''")}'`;

const replaced = (expression: string, pairs: [string, string][]): string =>
  pairs.reduce((inner, [from, to]) => `replace(${inner}, ${literal(from)}, ${literal(to)})`, expression);

/**
 * The body of `kampus_fold`: lower case, decompose (NFD), drop the marks, fold the letters NFD
 * keeps whole. `lower` runs first with the database's full case rules and again at the end for
 * what the first left (an ASCII-only `lower` leaves "Ö", whose NFD is "O" and a mark). Translate
 * with a long list costs about 60 µs a row, this about 10: it runs on every write of a searchable
 * row and, on PGlite, inside the sort key of every row sorted.
 */
export const FOLD_BODY = `select lower(translate(regexp_replace(normalize(${replaced(
  'lower(value)',
  EXPANSIONS,
)}, NFD), ${MARKS}, '', 'g'), ${literal(LETTERS.map(([from]) => from).join(''))}, ${literal(
  LETTERS.map(([, to]) => to).join(''),
)}))`;

/** Dotless ı is a letter of its own after i in the root (and Spanish) order too, as in CLDR. */
const DOTLESS: [string, string][] = [['ı', 'i{']];

/**
 * Numbers compare by value: every run of digits is padded to ten digits (nine zeros before it,
 * then only its last ten kept), so "9-A" is "0000000009-a" and sorts before "0000000010-a". Two
 * regular expressions rather than a loop over the runs: the function stays one expression, which
 * PostgreSQL inlines (a sub-select made the key about six times slower on PGlite).
 */
const natural = (expression: string): string =>
  `regexp_replace(regexp_replace(${expression}, '([0-9]+)', '000000000\\1', 'g'), '0*([0-9]{10})(?![0-9])', '\\1', 'g')`;

const letters = (rules: SortRules): [string, string][] => OWN_LETTERS[rules] ?? DOTLESS;

const SORT_KEY_BODY = `select ${natural(
  [
    'kampus_fold(case rules',
    ...(['tr', 'es'] as const).map((rules) => `    when ${literal(rules)} then ${replaced('value', letters(rules))}`),
    `    else ${replaced('value', DOTLESS)} end)`,
  ].join('\n'),
)}`;

const fn = (signature: string, body: string): string =>
  `create or replace function ${signature} returns text language sql immutable strict parallel safe as $fn$\n${body}\n$fn$;`;

/**
 * The functions and collations as separate statements (PGlite runs one per call), idempotent. A
 * search column computed by an older `kampus_fold` is recomputed by the search block after them
 * (its comment carries a digest of FOLD_BODY: db/search-text.ts).
 */
export const textRulesSql = (): string[] => [
  `-- Text rules (src/db/text-rules.ts): kampus_fold for search, kampus_sort_key where ICU is missing.\n${fn(
    'kampus_fold(value text)',
    FOLD_BODY,
  )}`,
  fn('kampus_sort_key(value text, rules text)', SORT_KEY_BODY),
  [
    '-- ICU collations; a database built without ICU (PGlite) skips them and sorts by kampus_sort_key.',
    'do $$',
    'begin',
    ...sortRuleNames.map(
      (rules) =>
        `  create collation if not exists ${collationOf(rules)} (provider = icu, locale = ${literal(SORT_RULES[rules])});`,
    ),
    'exception when others then',
    "  raise notice 'no ICU collations: lists sort by kampus_sort_key';",
    'end',
    '$$;',
  ].join('\n'),
];
