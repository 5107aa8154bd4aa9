// @vitest-environment node
// Reads the screens' sources from disk, so it runs in Node, not jsdom (whose import.meta.url is not a file).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { languageCodes } from '@kampus/contract/constants';
import { describe, expect, it } from 'vitest';
import { loadTranslations } from './catalogues.ts';

const valueAt = (catalogue: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

const sourceRoot = fileURLToPath(new URL('..', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.spec.tsx') ? [path] : [];
  });

/** Every catalogue key a dialog's confirm or OK button is named by (`confirmLabel={t('…')}`, `okLabel={t('…')}`). */
const dialogActionKeys = [
  ...new Set(
    sources(sourceRoot).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:confirmLabel|okLabel)=\{t\('([\w.]+)'\)\}/g)].map(
        (match) => match[1] ?? '',
      ),
    ),
  ),
].sort();

/**
 * A dialog's action and its Cancel must not read alike: in Arabic a payment's Void and the dialog's
 * Cancel were both 'إلغاء', so the confirmation offered two buttons of one name.
 */
describe('dialog buttons', () => {
  it('finds the dialogs of the screens', () => {
    expect(dialogActionKeys).toContain('ui.finance.delete_payment.action');
  });

  it.each([...languageCodes])('%s names no dialog action as its Cancel', async (code) => {
    const translations = await loadTranslations(code);
    const cancel = valueAt(translations, 'ui.dialog.cancel');
    const alike = dialogActionKeys.filter((key) => valueAt(translations, key) === cancel);
    expect(alike).toEqual([]);
  });
});
