/**
 * What the service worker precaches: the app's shell, not every screen. `index.html`, the files
 * it names (the entry script, its `modulepreload` imports, the styles), the icons and the
 * manifest; the screens' chunks are kept as they are first loaded (`sw.ts`), so installing the
 * app never downloads all 380 chunks of every staff screen. Used by vite.config.ts.
 */

/** The same-origin files `index.html` loads: `src` and `href` attributes naming `/assets/...`. */
export const filesOfShell = (html: string): Set<string> =>
  new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1] ?? ''));

/** Whether a built file (its path in `dist`) belongs to the precached shell. */
export const isShellFile = (path: string, shell: ReadonlySet<string>): boolean =>
  path === 'index.html' || shell.has(path) || /^[^/]+\.(?:png|svg|webmanifest)$/.test(path);
