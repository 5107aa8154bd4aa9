import { describe, expect, it } from 'vitest';
import { languageCodes } from '../constants.ts';
import { menuKeys } from '../menus/default-menus.ts';
import { resourceModules, resources, type Translated } from '../resources/index.ts';
import {
  catalogueKeys,
  catalogueTexts,
  catalogues,
  countedWithoutForms,
  countReadingProblems,
  duplicateLabelKeys,
  moduleSections,
  enLabels,
  isExtraPluralForm,
  translate,
} from './index.ts';

const keysOf = (catalogue: object): string[] => [...catalogueKeys(catalogue)].sort();
const englishKeys = keysOf(catalogues.en);
const has = (key: string): boolean => englishKeys.includes(key);

const valueAt = (catalogue: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      catalogue,
    );

describe('catalogues', () => {
  it.each(languageCodes.map((language) => [language]))('%s has exactly the English keys', (language) => {
    const keys = keysOf(catalogues[language]);
    expect(englishKeys.filter((key) => !keys.includes(key))).toEqual([]);
    expect(keys.filter((key) => !englishKeys.includes(key) && !isExtraPluralForm(key, englishKeys))).toEqual([]);
  });

  it.each(languageCodes.map((language) => [language]))('%s says every count through its plural forms', (language) => {
    expect(countedWithoutForms(catalogueTexts(catalogues[language]), language)).toEqual([]);
  });

  it.each(languageCodes.map((language) => [language]))(
    '%s: the server says every counted message right for 0, 1, 2, 5 and 11',
    (language) => {
      const texts = catalogueTexts(catalogues[language]);
      expect(countReadingProblems(texts, language, (stem, values) => translate(language, stem, values))).toEqual([]);
    },
  );

  it('picks the plural form of a count on the server as i18next does on the web', () => {
    expect(translate('en', 'finance_documents.order', { order: '1', count: '1' })).toBe('Note 1 of 1');
    expect(countedWithoutForms(new Map([['x.lessons', '{{count}} lessons']]), 'en')).toEqual(['x.lessons: not plural']);
    expect(countedWithoutForms(new Map([['x.lessons_one', '{{count}} lesson']]), 'ar')).toEqual([
      'x.lessons: no _few, _many, _two, _zero, _other',
    ]);
  });

  it.each(languageCodes.map((language) => [language]))('%s has a non-empty text for every key', (language) => {
    const catalogue = catalogues[language];
    const empty = catalogueKeys(catalogue).filter((key) => {
      const value = valueAt(catalogue, key);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it('labels every default menu entry', () => {
    const keys = menuKeys();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !has(key))).toEqual([]);
  });

  it('labels every field of every declared resource', () => {
    expect(has('fields.id')).toBe(true);
    const missing = resources.flatMap((resource) =>
      Object.entries(resource.fields)
        .filter(([name, field]) => !has(`fields.${name}`) || (field.label !== undefined && !has(field.label)))
        .map(([name]) => `${resource.name}.${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('has every text a field names: what its empty value reads as, the hint under its input', () => {
    const named = resources.flatMap((resource) =>
      Object.entries(resource.fields).flatMap(([name, field]) =>
        [field.emptyLabel, field.hint].flatMap((key) =>
          key === undefined ? [] : [{ at: `${resource.name}.${name}`, key }],
        ),
      ),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(({ key }) => !has(key))).toEqual([]);
  });

  it('labels every declared resource', () => {
    const missing = resources.filter((resource) => !has(`resources.${resource.name}`) || !has(resource.label));
    expect(missing.map((resource) => resource.name)).toEqual([]);
  });

  it('has no label for a menu, field or resource that does not exist', () => {
    const menus = new Set(menuKeys());
    const fields = new Set(['id', ...resources.flatMap((resource) => Object.keys(resource.fields))]);
    const names = new Set(resources.map((resource) => resource.name));
    expect(Object.keys(catalogues.en.menu).filter((key) => !menus.has(`menu.${key}`))).toEqual([]);
    expect(Object.keys(catalogues.en.fields).filter((key) => !fields.has(key))).toEqual([]);
    expect(Object.keys(catalogues.en.resources).filter((key) => !names.has(key))).toEqual([]);
  });

  it('labels each key in one place only: the shared files or one module', async () => {
    expect(await duplicateLabelKeys(enLabels)).toEqual([]);
  });

  it('lets a module label only its own resources, their fields and its own menu entries', async () => {
    const owns = await moduleSections('en');
    const strays = resourceModules.flatMap((module, index) => {
      const own = owns[index] ?? {};
      const names = new Set(module.resources.map((resource) => resource.name));
      const fields = new Set(module.resources.flatMap((resource) => Object.keys(resource.fields)));
      const entries = new Set(menuKeys(module.menus));
      return [
        ...Object.keys(own.resources ?? {}).filter((key) => !names.has(key)),
        ...Object.keys(own.fields ?? {}).filter((key) => !fields.has(key)),
        ...Object.keys(own.menu ?? {}).filter((key) => !entries.has(`menu.${key}`)),
      ];
    });
    expect(strays).toEqual([]);
  });

  it('translates labels through the merged catalogues', () => {
    expect(translate('en', 'menu.user_list')).toBe('Users');
    expect(translate('tr', 'resources.grade_levels')).toBe('Sınıf seviyeleri');
    expect(translate('de', 'fields.lastName')).toBe('Nachname');
    expect(translate('en', 'app.deleted')).toBe('Deletion has been successfully completed.');
  });

  it("refuses, at compile time, a module's labels that miss or add a key in one language", () => {
    interface English {
      resources: { things: string };
    }
    // @ts-expect-error: German misses `things`
    const missing: Translated<English> = { resources: {} };
    // @ts-expect-error: Spanish labels a key English does not have
    const extra: Translated<English> = { resources: { things: 'x', stray: 'y' } };
    expect([missing.resources, extra.resources]).toEqual([{}, { things: 'x', stray: 'y' }]);
  });
});
