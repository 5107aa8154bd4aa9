import type { Language } from '@kampus/contract/constants';
import { builtInValues } from '@kampus/contract/i18n/built-in-values';
import { resources } from '@kampus/contract/resources';
import { GRID_DEFAULT_LOCALE_TEXT } from '@mui/x-data-grid';
import { enUS as pickersEnglish } from '@mui/x-date-pickers/locales';
import { humanize } from './format.ts';

/** Every text leaf of a catalogue (nested objects of strings). */
const catalogueTexts = (catalogue: object): string[] =>
  Object.values(catalogue).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? catalogueTexts(value) : [],
  );

/** A text with its `{{placeholders}}` as a pattern that matches it filled in. */
const pattern = (text: string): RegExp =>
  new RegExp(
    `^${text
      .split(/\{\{\w+\}\}|\{n\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );

/**
 * The texts MUI draws in English unless told otherwise: the core components' (autocomplete,
 * pagination, breadcrumbs) and those of the data grid and the date pickers.
 */
const MARK = '\u0001';

/** A locale entry as text: a function (a label naming its column) called with a mark, as a pattern. */
const localeTexts = (texts: object): string[] =>
  Object.values(texts).flatMap((value: unknown) => {
    if (typeof value === 'string') return [value];
    if (typeof value !== 'function') return [];
    const call = value as (...args: unknown[]) => unknown;
    const results: unknown[] = [];
    for (const args of [[MARK], [MARK, MARK], [{ from: MARK, to: MARK, count: MARK, estimated: undefined }]]) {
      try {
        results.push(call(...args));
      } catch {
        // An entry that needs other arguments is left out.
      }
    }
    return results
      .filter((result): result is string => typeof result === 'string' && !result.includes('undefined'))
      .map((result) => result.replaceAll(MARK, '{{x}}'));
  });

const muiEnglish = (): string[] => [
  'Clear',
  'Open',
  'Close',
  'breadcrumb',
  'Show path',
  'Rows per page:',
  'Go to next page',
  'Go to previous page',
  'No options',
  'Loading…',
  ...localeTexts(GRID_DEFAULT_LOCALE_TEXT),
  ...localeTexts(pickersEnglish.components.MuiLocalizationProvider.defaultProps.localeText),
];

/** Seeded rows' English texts that read differently in `language`. */
const builtInEnglish = (language: Exclude<Language, 'en'>): string[] =>
  Object.values(builtInValues).flatMap((fields) =>
    Object.values(fields).flatMap((texts) =>
      Object.entries(texts)
        .filter(([english, translations]) => english !== translations[language] && english.length > 2)
        .map(([english]) => english),
    ),
  );

/** Names the screens fall back to when a label is missing: "Level order" for `levelOrder`. */
const fallbackNames = (): string[] =>
  resources.flatMap((resource) => [humanize(resource.name), ...Object.keys(resource.fields).map(humanize)]);

/** Words that are the same in every language: the product's name, a unit. */
const ALLOWED = new Set(['Kampus', 'OK', 'ID', 'id', 'CSV', 'E-mail']);

/**
 * Finds the English texts on a screen shown in another language: a text (or accessible label) is
 * English when the English catalogue, MUI's English defaults, a seeded row or a missing label would
 * say exactly that, unless the language's own catalogue says the same ("OK", "Status" in German).
 */
export const englishLeakFinder = (language: Exclude<Language, 'en'>, english: object, own: object) => {
  const ownTexts = new Set(catalogueTexts(own));
  const candidates = [...catalogueTexts(english), ...muiEnglish(), ...builtInEnglish(language), ...fallbackNames()]
    .map((text) => text.trim())
    .filter((text) => /[A-Za-z]{2}/.test(text) && !ownTexts.has(text) && !ALLOWED.has(text));
  const exact = new Set(candidates.filter((text) => !/\{\{\w+\}\}|\{n\}/.test(text)));
  const patterns = [...new Set(candidates.filter((text) => /\{\{\w+\}\}|\{n\}/.test(text)))]
    // A pattern that is nothing but a placeholder and a word or two would match names: keep the long ones.
    .filter((text) => text.replace(/\{\{\w+\}\}|\{n\}/g, '').trim().length >= 6)
    .map(pattern);
  const ownPatterns = [...ownTexts].filter((text) => /\{\{\w+\}\}/.test(text)).map(pattern);
  // A seeded row's English text inside a longer one ("Edit Headquarters staff" as a button's name).
  const seeded = builtInEnglish(language)
    .filter((text) => !ownTexts.has(text))
    .map((text) => new RegExp(`(^|[^\\p{L}])${pattern(text).source.slice(1, -1)}($|[^\\p{L}])`, 'u'));
  return (text: string): boolean => {
    const trimmed = text.trim();
    if (trimmed === '' || ALLOWED.has(trimmed) || ownTexts.has(trimmed)) return false;
    if (exact.has(trimmed) || seeded.some((regex) => regex.test(trimmed))) return true;
    if (/\d+\s*–\s*\d+ of (more than )?\d+/.test(trimmed)) return true;
    return patterns.some((regex) => regex.test(trimmed)) && !ownPatterns.some((regex) => regex.test(trimmed));
  };
};

/** Every text a person or a screen reader meets in `root`: text nodes and naming attributes. */
export const visibleTexts = (root: HTMLElement): string[] => {
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (text !== '' && !node.parentElement?.closest('script, style')) texts.push(text);
  }
  for (const element of root.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-roledescription]')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription']) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
};
