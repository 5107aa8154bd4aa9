import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HELP_PAGES, languageCodes } from '@kampus/contract';
import { describe, expect, it } from 'vitest';
import { serverDir } from '../../paths.ts';

const helpDir = join(serverDir, '..', '..', 'docs', 'help');

describe('the help pages', () => {
  it.each([...languageCodes])('%s has every page the help panel links to, and no other', (language) => {
    const files = readdirSync(join(helpDir, language))
      .filter((name) => name.endsWith('.md'))
      .map((name) => name.slice(0, -3))
      .sort();
    expect(files).toEqual([...HELP_PAGES].sort());
    for (const page of HELP_PAGES) {
      const text = readFileSync(join(helpDir, language, `${page}.md`), 'utf8');
      expect(text.trim().startsWith('## '), `${language}/${page}`).toBe(true);
    }
  });
});
