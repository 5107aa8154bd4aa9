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
