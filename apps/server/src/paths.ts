import { fileURLToPath } from 'node:url';

/**
 * The `apps/server` folder. This module is `src/paths.ts` when run from the sources (tests, `npm
 * run dev`) and part of `dist/main.js` when built (`npm start`): one level below it either way, so
 * files found from here (migrations, the web build, the help pages) are found from both.
 */
export const serverDir = fileURLToPath(new URL('..', import.meta.url));
