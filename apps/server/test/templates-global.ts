/**
 * Vitest's global setup: a directory for this run's boot templates (test/support/boot-template.ts),
 * removed with the template databases when the run ends, so the next run boots afresh.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropTemplateDatabases } from './support/boot-template.ts';

export const setup = (): (() => Promise<void>) => {
  const root = mkdtempSync(join(tmpdir(), 'kampus-templates-'));
  // Set before the workers start, so each of them inherits it.
  process.env.KAMPUS_TEST_TEMPLATES = root;
  return async () => {
    rmSync(root, { recursive: true, force: true });
    const databaseUrl = process.env.TEST_DATABASE_URL;
    if (databaseUrl) await dropTemplateDatabases(databaseUrl);
  };
};
