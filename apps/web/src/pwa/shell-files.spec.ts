import { describe, expect, it } from 'vitest';
import { filesOfShell, isShellFile } from './shell-files.ts';

const html = `<script type="module" crossorigin src="/assets/index-B7SMF3BZ.js"></script>
<link rel="modulepreload" crossorigin href="/assets/constants-DYdeHb3d.js">
<link rel="stylesheet" href="/assets/index-Ab12Cd34.css">
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<link rel="manifest" href="/manifest.webmanifest">`;

describe('the precached shell', () => {
  it('is index.html, the files it loads, the icons and the manifest', () => {
    const shell = filesOfShell(html);
    expect([...shell].sort()).toEqual([
      'assets/constants-DYdeHb3d.js',
      'assets/index-Ab12Cd34.css',
      'assets/index-B7SMF3BZ.js',
    ]);
    for (const file of [
      'index.html',
      'assets/index-B7SMF3BZ.js',
      'favicon.svg',
      'pwa-192.png',
      'manifest.webmanifest',
    ]) {
      expect(isShellFile(file, shell), file).toBe(true);
    }
  });

  it('leaves the screens’ chunks to be kept as they load, and the Drive callback page out', () => {
    const shell = filesOfShell(html);
    expect(isShellFile('assets/ResourceListPage-ovIyDKQ9.js', shell)).toBe(false);
    expect(isShellFile('drive-callback.html', shell)).toBe(false);
  });
});
