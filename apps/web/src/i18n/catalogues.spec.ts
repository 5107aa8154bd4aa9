import { languageCodes } from '@kampus/contract/constants';
import { catalogueKeys } from '@kampus/contract/i18n';
import { describe, expect, it } from 'vitest';
import { loadTranslations } from './catalogues.ts';

const valueAt = (catalogue: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);

describe('catalogues', () => {
  it.each(languageCodes.filter((code) => code !== 'en'))('%s has exactly the English keys', async (code) => {
    const reference = catalogueKeys(await loadTranslations('en')).sort();
    const keys = catalogueKeys(await loadTranslations(code)).sort();
    expect(reference.filter((key) => !keys.includes(key))).toEqual([]);
    expect(keys.filter((key) => !reference.includes(key))).toEqual([]);
  });

  it.each([...languageCodes])('%s has no empty text', async (code) => {
    const translations = await loadTranslations(code);
    const empty = catalogueKeys(translations).filter((key) => {
      const value = valueAt(translations, key);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it('keeps the spec texts in English', async () => {
    const en = await loadTranslations('en');
    expect(en.ui.delete.title).toBe('Delete?');
    expect(en.ui.delete.intro).toBe('Are you sure to delete?');
    expect(en.app.cannot_be_empty).toBe('cannot be empty');
    expect(en.login.successful).toBe('Login successful!');
  });

  it("carries each resource module's own labels", async () => {
    const tr = await loadTranslations('tr');
    expect(tr.resources.bank_accounts).toBe('Banka hesapları');
    expect(tr.menu.bank_accounts).toBe('Banka hesapları');
    expect(tr.fields.iban).toBe('IBAN');
  });
});
