import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it can; the app's Content-Security-Policy
 * has no 'unsafe-eval', so that probe would be refused and reported as a violation. No z.object
 * reaches the browser today; this keeps it so should one come. Imported first by main.tsx,
 * before any schema is built, so every parser takes the interpreted path.
 */
z.config({ jitless: true });
