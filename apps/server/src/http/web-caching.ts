import { relative, sep } from 'node:path';
import type { SetHeadersResponse } from '@fastify/static';

/** A file Vite named by its content: `assets/<name>-<8-character hash>.<ext>`. */
const HASHED_ASSET = /^assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/i;

/** The build's compressed copy of a file (`app.js.br` of `app.js`), sent in its place (app.ts). */
const PRECOMPRESSED = /\.(?:br|gz)$/;

/** A year, the most HTTP caches honour; `immutable` also spares the revalidation on a reload. */
const HASHED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * How long a browser may keep a file of a built web app: a hashed asset for ever (a new build
 * names its changed files anew), anything else (index.html, the favicon, the Drive callback page)
 * only after asking again, so a new version is seen at once.
 */
const cacheControlOf = (pathInDist: string): string =>
  HASHED_ASSET.test(pathInDist.split(sep).join('/').replace(PRECOMPRESSED, '')) ? HASHED_CACHE_CONTROL : 'no-cache';

/**
 * @fastify/static options that set our cache-control instead of its `public, max-age=0`, and the
 * Vary a compressed copy needs. Set on
 * the raw response, so a reply's own header (the dead link page's `no-store`) still wins.
 */
export const webAppCaching = (root: string) => ({
  cacheControl: false,
  setHeaders: (response: SetHeadersResponse, path: string): void => {
    response.setHeader('cache-control', cacheControlOf(relative(root, path)));
    // The same address is sent as brotli, gzip or as built, as the browser asks: a shared cache
    // (a CDN, a school's proxy) must keep them apart. @fastify/static says so of none of them.
    response.setHeader('vary', 'accept-encoding');
  },
});
