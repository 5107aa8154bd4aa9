import { languageCodes } from '@kampus/contract/constants';
import {
  catalogueKeys,
  catalogueTexts,
  countedWithoutForms,
  countReadingProblems,
  duplicateLabelKeys,
  enLabels,
  isExtraPluralForm,
} from '@kampus/contract/i18n';
import { en as webUi } from './locales/en.ts';
import { resources } from '@kampus/contract/resources';
import { describe, expect, it } from 'vitest';
import { moduleLabels } from '@kampus/contract/i18n/module-labels';
import { loadTranslations } from './catalogues.ts';
import { screenLabels } from './screen-labels.ts';
import { changeLanguage, i18n, initI18n } from './index.ts';
import { sessionStore } from '../api/session-store.ts';
import { LANGUAGE_STORAGE_KEY } from '@kampus/contract/i18n/preferred-language';

const valueAt = (catalogue: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);

describe('catalogues', () => {
  it("holds each of a module's screen texts once: the web's own catalogue does not repeat them", async () => {
    expect(await duplicateLabelKeys(enLabels, webUi)).toEqual([]);
  });

  it.each([...languageCodes])(
    "%s: the web's label chunk holds every module's labels, as the server has them",
    async (code) => {
      expect(await screenLabels(code)).toEqual(await moduleLabels(code));
    },
  );

  it("gives the screens a module's texts in every language (ui.finance_documents from its module)", async () => {
    for (const code of languageCodes) {
      const { ui } = await loadTranslations(code);
      expect(ui, code).toHaveProperty(['finance_documents', 'new_series'], expect.any(String));
      expect(ui, code).toHaveProperty(['student_profile', 'sections', 'promissory-notes'], expect.any(String));
      expect(ui, code).toHaveProperty(['student_profile', 'sections', 'overview'], expect.any(String));
    }
  });

  it.each(languageCodes.filter((code) => code !== 'en'))('%s has exactly the English keys', async (code) => {
    const reference = catalogueKeys(await loadTranslations('en')).sort();
    const keys = catalogueKeys(await loadTranslations(code)).sort();
    expect(reference.filter((key) => !keys.includes(key))).toEqual([]);
    // A language may have plural forms English has no use for (Arabic: zero, two, few, many), of a counted English key.
    expect(keys.filter((key) => !reference.includes(key) && !isExtraPluralForm(key, reference))).toEqual([]);
  });

  it.each([...languageCodes])('%s says every count through its plural forms ("1 lessons" never)', async (code) => {
    expect(countedWithoutForms(catalogueTexts(await loadTranslations(code)), code)).toEqual([]);
  });

  it.each([...languageCodes])('%s says every counted text right for 0, 1, 2, 5 and 11 (i18next)', async (code) => {
    await initI18n();
    await changeLanguage(code);
    const t = i18n.getFixedT(code);
    const texts = catalogueTexts(await loadTranslations(code));
    expect(
      countReadingProblems(texts, code, (stem, values) => t(stem, { ...values, count: Number(values.count) })),
    ).toEqual([]);
    await changeLanguage('en');
  });

  it('sets the API calls’ language before it loads a catalogue (main.tsx starts the shell’s reads meanwhile)', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'tr');
    const loading = initI18n();
    expect(sessionStore.get().language).toBe('tr');
    await loading;
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    await initI18n();
    expect(sessionStore.get().language).toBe('en');
  });

  it('says "1 lesson" and "2 lessons", and in Arabic a lesson, two lessons, a few lessons', async () => {
    await initI18n();
    await changeLanguage('ar');
    const ar = i18n.getFixedT('ar');
    expect(ar('ui.student_profile.attendance_total', { count: 1 })).toBe('حصة واحدة مسجلة هذا الموسم');
    expect(ar('ui.student_profile.attendance_total', { count: 2 })).toBe('حصتان مسجلتان هذا الموسم');
    expect(ar('ui.student_profile.attendance_total', { count: 3 })).toBe('3 حصص مسجلة هذا الموسم');
    await changeLanguage('en');
    const t = i18n.getFixedT('en');
    expect(t('ui.student_profile.attendance_total', { count: 1 })).toBe('1 lesson recorded this season');
    expect(t('ui.student_profile.attendance_total', { count: 2 })).toBe('2 lessons recorded this season');
  });

  it.each([...languageCodes])('%s labels every value a generic screen offers (no raw enum in a form)', async (code) => {
    // Values that are names as they are: paper sizes ("A4", "US Letter"); the settings screen
    // labels each configuration key itself.
    const verbatim = new Set(['report_types.paperSize', 'configurations.key']);
    const labels = (await loadTranslations(code)).ui.values as Record<string, string>;
    const raw = resources.flatMap((resource) =>
      Object.entries(resource.fields).flatMap(([name, field]) =>
        verbatim.has(`${resource.name}.${name}`)
          ? []
          : (field.values ?? [])
              .filter((value) => !(value in labels))
              .map((value) => `${resource.name}.${name}: ${value}`),
      ),
    );
    expect(raw).toEqual([]);
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
