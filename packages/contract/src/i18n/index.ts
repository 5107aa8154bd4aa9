import type { Language } from '../constants.ts';
import { ar } from './locales/ar.ts';
import { de } from './locales/de.ts';
import { en, type Catalogue } from './locales/en.ts';
import { es } from './locales/es.ts';
import { tr } from './locales/tr.ts';
import { arLabels } from './labels/ar.ts';
import { deLabels } from './labels/de.ts';
import { enLabels, type Labels } from './labels/en.ts';
import { esLabels } from './labels/es.ts';
import { trLabels } from './labels/tr.ts';
import type { LabelTree } from './label-trees.ts';
import { moduleLabels, withModuleLabels, type AllLabels } from './module-labels.ts';

export type { AllLabels, Catalogue, Labels };
export { arLabels, deLabels, enLabels, esLabels, trLabels };
export { duplicateLabelKeys, moduleSections } from './module-labels.ts';
export { builtInLabel, builtInValues, hasBuiltInValues } from './built-in-values.ts';
export { countedWithoutForms, countReadingProblems, isExtraPluralForm, pluralForms, pluralStem } from './plurals.ts';
export { formatValue, readableDate } from './format-value.ts';

/*
 * Every module's labels in every language, loaded once when this file is first imported (the
 * server at boot, the tests): `translate` stays synchronous. The web never imports this file; it
 * loads the active language's module labels on its own (apps/web/src/i18n/catalogues.ts).
 */
const [arOwn, deOwn, enOwn, esOwn, trOwn] = await Promise.all([
  moduleLabels('ar'),
  moduleLabels('de'),
  moduleLabels('en'),
  moduleLabels('es'),
  moduleLabels('tr'),
]);

/**
 * Per language: the messages plus the menu, field and resource labels (shared and every module's),
 * and the modules' `ui` texts, for what the server writes in a module's own words (a printed
 * timetable, a cover's notification, a refusal only that module makes).
 */
export const catalogues: Record<Language, Catalogue & AllLabels & { ui: LabelTree }> = {
  ar: { ...ar, ...withModuleLabels(arOwn, arLabels), ui: arOwn.ui },
  de: { ...de, ...withModuleLabels(deOwn, deLabels), ui: deOwn.ui },
  en: { ...en, ...withModuleLabels(enOwn, enLabels), ui: enOwn.ui },
  es: { ...es, ...withModuleLabels(esOwn, esLabels), ui: esOwn.ui },
  tr: { ...tr, ...withModuleLabels(trOwn, trLabels), ui: trOwn.ui },
};

const lookUp = (language: Language, key: string): unknown => {
  let node: unknown = catalogues[language];
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return node;
};

/**
 * Looks a dotted key up in a catalogue and fills `{{name}}` placeholders; unknown keys come back as
 * they are. A counted message (`{{count}}`) is stored as plural forms, `_one`/`_other` and Arabic's
 * `_zero`/`_two`/`_few`/`_many`, chosen by the language's rules as i18next chooses them on the web.
 */
export const translate = (language: Language, key: string, values: Record<string, string> = {}): string => {
  let node = lookUp(language, key);
  if (typeof node !== 'string' && values.count !== undefined) {
    const count = Number(values.count);
    const form = new Intl.PluralRules(language).select(count);
    node = lookUp(language, `${key}_${form}`) ?? lookUp(language, `${key}_other`);
  }
  const text = typeof node === 'string' ? node : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
};

/** Every dotted key of a catalogue, for completeness checks. */
export const catalogueKeys = (catalogue: object, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? catalogueKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

/** Every text of a catalogue by its dotted key. */
export const catalogueTexts = (catalogue: object, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(catalogue).flatMap(([key, value]): [string, string][] =>
      typeof value === 'object' && value !== null
        ? [...catalogueTexts(value, `${prefix}${key}.`)]
        : typeof value === 'string'
          ? [[`${prefix}${key}`, value]]
          : [],
    ),
  );
