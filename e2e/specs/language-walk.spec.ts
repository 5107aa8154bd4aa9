/**
 * The first day's language check (issue 11, "Done when"): every menu entry of each demo audience,
 * in Turkish and in Arabic, shows no English: no text of the page that is, whole, a text of the
 * English catalogue which that language's catalogue says differently; no placeholder; no "#id"
 * in place of a name. The English texts come from the app's own catalogues, so a string added
 * later is checked without touching this file.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { translations as arBundle } from '../../apps/web/src/i18n/bundles/ar.ts';
import { translations as enBundle } from '../../apps/web/src/i18n/bundles/en.ts';
import { translations as trBundle } from '../../apps/web/src/i18n/bundles/tr.ts';
import { builtInValues } from '../../packages/contract/src/i18n/built-in-values.ts';
import { moduleLabels } from '../../packages/contract/src/i18n/module-labels.ts';
import { useApp } from '../support/app.ts';
import { menuAddresses, preferLanguages, seen, signInByApi, visitInApp } from '../support/flows.ts';
import { sweep, sweepNote } from '../support/sample.ts';

const { appTest } = useApp(import.meta.url);

type Tree = { [key: string]: string | Tree };

/**
 * A language's web texts: the public bundle's and the modules' screen texts (`ui.enrollment`,
 * `ui.cashier`, ...), which the screen labels chunk adds to it.
 */
const withModules = async (bundle: Tree, code: 'en' | 'tr' | 'ar'): Promise<Tree> => ({
  ...bundle,
  moduleUi: (await moduleLabels(code)).ui,
});

/** Every text of a catalogue by its dotted key. */
const flatten = (tree: Tree, prefix = '', into = new Map<string, string>()): Map<string, string> => {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
};

/**
 * English texts that give themselves away: whole catalogue texts with a word of three letters or
 * more, no placeholder, which the other language writes differently and nowhere uses as is.
 */
const englishOnly = async (other: Tree, code: 'tr' | 'ar'): Promise<Set<string>> => {
  const english = flatten(await withModules(enBundle as unknown as Tree, 'en'));
  const translated = flatten(await withModules(other, code));
  const theirs = new Set(translated.values());
  const found = new Set<string>();
  for (const [key, text] of english) {
    if (!/[A-Za-z]{3}/.test(text) || text.includes('{{') || theirs.has(text)) continue;
    if (translated.get(key) !== text) found.add(text.trim());
  }
  // Seeded rows ("Unknown", "Grade {n}", user types) the reader's language writes differently.
  for (const fields of Object.values(builtInValues)) {
    for (const values of Object.values(fields)) {
      for (const [text, translations] of Object.entries(values)) {
        if (!text.includes('{n}') && translations[code] !== text) found.add(text);
      }
    }
  }
  return found;
};

/**
 * Demo data, not interface text: the headquarters' administrator is called Ada Admin; the demo
 * dormitories label their beds A to D, and "A" is also a built-in value (a blood group).
 */
const DEMO_NAMES = new Set(['Admin', 'A']);

const LANGUAGES = [
  { code: 'tr', browser: ['tr-TR', 'tr'], menu: 'Ana menü', bundle: trBundle as unknown as Tree },
  { code: 'ar', browser: ['ar', 'ar-AE'], menu: 'القائمة الرئيسية', bundle: arBundle as unknown as Tree },
] as const;

const AUDIENCES = ['hq', 'campus', 'school', 'teacher', 'parent', 'student'] as const;

/** The page's leaf texts and accessible labels, as a person or a screen reader meets them. */
const pageTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const texts: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.closest('[aria-hidden="true"], script, style, noscript')) continue;
      const label = element.getAttribute('aria-label');
      if (label) texts.push(label.trim());
      if (element.children.length === 0) {
        const text = element.textContent?.trim();
        if (text) texts.push(text);
      }
    }
    return texts;
  });

for (const language of LANGUAGES) {
  for (const audience of AUDIENCES) {
    appTest(
      `every menu entry of the ${audience} demo user in ${language.code} shows no English, placeholder or #id`,
      async ({ page, t }) => {
        const englishTexts = await englishOnly(language.bundle, language.code);
        await preferLanguages(page, language.browser);
        await signInByApi(page, `${audience}@kampus.test`);
        await page.goto('/account/home');
        const menu = page.getByRole('navigation', { name: language.menu, exact: true });
        await seen(menu, `the ${language.code} side menu`);
        const entries = await menuAddresses(menu);
        // Every demo audience has a menu: a walk of the home page alone proves nothing.
        assert.ok(entries.length >= 2, `${audience} in ${language.code}: menu entries ${JSON.stringify(entries)}`);
        // Each entry as its menu link opens it: CI walks a day's sample (support/sample.ts), a full run all.
        const addresses = ['/account/home', ...sweep(entries, 6, audience.length + language.code.length)];
        t.diagnostic(sweepNote(`${audience} in ${language.code}`, addresses.length - 1, entries.length));
        const problems: string[] = [];
        for (const address of addresses) {
          // Its heading, and its data arrived: the progress bar is gone and the grid, if any, has loaded.
          await visitInApp(page, address);
          const texts = await pageTexts(page);
          const english = [...new Set(texts.filter((text) => englishTexts.has(text) && !DEMO_NAMES.has(text)))];
          if (english.length > 0) problems.push(`${address}: English ${JSON.stringify(english)}`);
          const ids = texts.filter((text) => /^#\d+$/.test(text));
          if (ids.length > 0) problems.push(`${address}: ids in place of names ${JSON.stringify(ids)}`);
        }
        console.info(`${audience} in ${language.code}: ${addresses.length} pages walked`);
        assert.deepEqual(problems, [], `${audience} in ${language.code}: ${addresses.length} pages`);
      },
      { timeoutMs: 300_000 },
    );
  }
}
