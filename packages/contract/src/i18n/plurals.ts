import type { Language } from '../constants.ts';

const FORM = /^(.*)_(zero|one|two|few|many|other)$/;

/** The plural forms a language's counts take (CLDR, as `Intl.PluralRules` and i18next read them). */
export const pluralForms = (language: Language): readonly string[] =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories;

/** A plural form key's stem (`attendance_total_one` → `attendance_total`), or undefined for a plain key. */
export const pluralStem = (key: string): string | undefined => FORM.exec(key)?.[1];

/**
 * The counted messages (`{{count}}`) of a catalogue's `texts` (dotted key to text) that are not
 * complete plural forms in `language`: a plain key ("{{count}} lessons", so "1 lessons"), or a
 * stem missing one of the language's forms. Each problem names the key and what it lacks.
 */
export const countedWithoutForms = (texts: ReadonlyMap<string, string>, language: Language): string[] => {
  const problems: string[] = [];
  const stems = new Set<string>();
  for (const [key, text] of texts) {
    if (!text.includes('{{count}}')) continue;
    const stem = pluralStem(key);
    if (stem === undefined) problems.push(`${key}: not plural`);
    else stems.add(stem);
  }
  for (const stem of stems) {
    const missing = pluralForms(language).filter((form) => !texts.has(`${stem}_${form}`));
    if (missing.length > 0) problems.push(`${stem}: no ${missing.map((form) => `_${form}`).join(', ')}`);
  }
  return problems;
};

/** A plural form English has no use for (Arabic's `_zero`, `_two`, `_few`, `_many`) of a key English counts. */
export const isExtraPluralForm = (key: string, englishKeys: readonly string[]): boolean => {
  const stem = pluralStem(key);
  return stem !== undefined && !englishKeys.includes(key) && englishKeys.includes(`${stem}_other`);
};

/** The counts every counted message is read with in the tests: none, one, two, a few, many. */
const SAMPLE_COUNTS = [0, 1, 2, 5, 11] as const;

/**
 * Every counted message of `texts` said with each of `SAMPLE_COUNTS` through `say` (the web's
 * i18next, the server's `translate`), compared with the text of the form `Intl.PluralRules` picks
 * for that count, its variables filled. Answers each reading that differs, or that leaves a
 * `{{variable}}` unfilled, as "key (count): what was said".
 */
export const countReadingProblems = (
  texts: ReadonlyMap<string, string>,
  language: Language,
  say: (stem: string, values: Record<string, string>) => string,
): string[] => {
  const rules = new Intl.PluralRules(language);
  const stems = new Set([...texts.keys()].map(pluralStem).filter((stem) => stem !== undefined));
  const problems: string[] = [];
  for (const stem of stems) {
    for (const count of SAMPLE_COUNTS) {
      const form = texts.get(`${stem}_${rules.select(count)}`);
      if (form === undefined || (!form.includes('{{count}}') && !texts.get(`${stem}_other`)?.includes('{{count}}')))
        continue;
      const names = [...form.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');
      const values: Record<string, string> = Object.fromEntries(names.map((name) => [name, `[${name}]`]));
      values.count = String(count);
      const expected = form.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
      const said = say(stem, values);
      if (said !== expected || said.includes('{{')) problems.push(`${stem} (${count}): ${said}`);
    }
  }
  return problems;
};
