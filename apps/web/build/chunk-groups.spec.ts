// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkGroups } from './chunk-groups.ts';

/*
 * A small app shaped like ours: an entry that lazily loads a login page, a layout and a screen;
 * the login page and the layout share a module; the layout imports a few small ones; the screen
 * imports one of the layout's and one of its own, and lazily a third.
 */
const files: Record<string, string> = {
  'index.html': '<script type="module" src="/src/main.js"></script>',
  'src/main.js': `import { react } from './react.js';
    react('entry');
    globalThis.pages = [() => import('./login.js'), () => import('./layout.js'), () => import('./screen.js')];`,
  'src/react.js': `export const react = (what) => globalThis.console && what;`,
  'src/login.js': `import { button } from './button.js'; export const login = button('login');`,
  'src/button.js': `import { react } from './react.js'; export const button = (t) => react(t) + 'button';`,
  'src/layout.js': `import { button } from './button.js'; import { menu } from './menu.js'; import { bar } from './bar.js';
    export const layout = button('layout') + menu + bar;`,
  'src/menu.js': `import { icon } from './icon.js'; export const menu = 'menu' + icon;`,
  'src/icon.js': `export const icon = String(Math.random());`,
  'src/bar.js': `export const bar = String(Date.now());`,
  'src/screen.js': `import { menu } from './menu.js'; import { grid } from './grid.js';
    export const screen = menu + grid; globalThis.later = () => import('./later.js');`,
  'src/grid.js': `export const grid = 'grid'.repeat(3);`,
  'src/later.js': `export const later = 'later';`,
};

const root = mkdtempSync(join(tmpdir(), 'kampus-chunk-groups-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const chunksOf = async (): Promise<Rolldown.OutputChunk[]> => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const output = await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [
      chunkGroups({
        entry: 'main.js',
        closures: [
          { name: 'public', roots: ['login.js'] },
          { name: 'shell', roots: ['layout.js'] },
        ],
      }),
    ],
    build: { write: false, minify: false },
  });
  const outputs = Array.isArray(output) ? output : [output];
  return outputs.flatMap((result) =>
    'output' in result ? result.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk') : [],
  );
};

const modulesIn = (chunk: Rolldown.OutputChunk | undefined): string[] =>
  (chunk?.moduleIds ?? [])
    .filter((id) => id.includes('/src/'))
    .map((id) => id.replace(/^.*\/src\//, ''))
    .sort();

describe('chunk groups', () => {
  it('puts what the layout loads at once in one chunk, and leaves the entry and the screens their own', async () => {
    const chunks = await chunksOf();
    const named = (name: string) => chunks.find((chunk) => chunk.name === name);
    // The login page and what it shares with the layout: one chunk.
    expect(modulesIn(named('public'))).toEqual(['button.js', 'login.js']);
    // The layout's own static imports, all of them, in one chunk (the bundler alone makes one per set of importers).
    expect(modulesIn(named('shell'))).toEqual(['bar.js', 'icon.js', 'layout.js', 'menu.js']);
    // The entry keeps its own modules (React stays out of the groups) and nothing of theirs.
    expect(modulesIn(chunks.find((chunk) => chunk.isEntry))).toEqual(['main.js', 'react.js']);
    // A screen loads its own code apart, and what it shares with the layout from the shell.
    const screen = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/src/screen.js')));
    expect(modulesIn(screen)).toEqual(['grid.js', 'screen.js']);
    expect(screen?.imports.some((file) => file.includes('shell'))).toBe(true);
    expect(modulesIn(chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/src/later.js'))))).toEqual([
      'later.js',
    ]);
  });
});
