import { catalogueKeys, languageCodes } from '@kampus/contract';
import { describe, expect, it } from 'vitest';
import { translationsOf, uiCatalogues } from './catalogues.ts';

describe('catalogues', () => {
  const reference = catalogueKeys(translationsOf('en')).sort();

  it.each(languageCodes.filter((code) => code !== 'en'))('%s has exactly the English keys', (code) => {
    const keys = catalogueKeys(translationsOf(code)).sort();
    expect(reference.filter((key) => !keys.includes(key))).toEqual([]);
    expect(keys.filter((key) => !reference.includes(key))).toEqual([]);
  });

  it.each([...languageCodes])('%s has no empty text', (code) => {
    const empty = catalogueKeys(uiCatalogues[code]).filter((key) => {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], uiCatalogues[code]);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it('keeps the spec texts in English', () => {
    expect(uiCatalogues.en.delete.title).toBe('Delete?');
    expect(uiCatalogues.en.delete.intro).toBe('Are you sure to delete?');
    expect(translationsOf('en').app.cannot_be_empty).toBe('cannot be empty');
    expect(translationsOf('en').login.successful).toBe('Login successful!');
  });
});
