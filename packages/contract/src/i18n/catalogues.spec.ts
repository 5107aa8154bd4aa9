import { describe, expect, it } from 'vitest';
import { languageCodes } from '../constants.ts';
import { menuKeys } from '../menus/default-menus.ts';
import { resources } from '../resources/index.ts';
import { catalogueKeys, catalogues, enLabels, translate } from './index.ts';

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
    expect(keysOf(catalogues[language])).toEqual(englishKeys);
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

  it('labels every declared resource', () => {
    const missing = resources.filter((resource) => !has(`resources.${resource.name}`) || !has(resource.label));
    expect(missing.map((resource) => resource.name)).toEqual([]);
  });

  it('has no label for a menu, field or resource that does not exist', () => {
    const menus = new Set(menuKeys());
    const fields = new Set(['id', ...resources.flatMap((resource) => Object.keys(resource.fields))]);
    const names = new Set(resources.map((resource) => resource.name));
    expect(Object.keys(enLabels.menu).filter((key) => !menus.has(`menu.${key}`))).toEqual([]);
    expect(Object.keys(enLabels.fields).filter((key) => !fields.has(key))).toEqual([]);
    expect(Object.keys(enLabels.resources).filter((key) => !names.has(key))).toEqual([]);
  });

  it('translates labels through the merged catalogues', () => {
    expect(translate('en', 'menu.user_list')).toBe('Users');
    expect(translate('tr', 'resources.grade_levels')).toBe('Sınıf seviyeleri');
    expect(translate('de', 'fields.lastName')).toBe('Nachname');
    expect(translate('en', 'app.name')).toBe('Kampus');
  });
});
