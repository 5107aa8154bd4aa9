import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it can; the app's Content-Security-Policy
 * has no 'unsafe-eval', so that probe would be refused and reported as a violation. No z.object
 * reaches the browser today; this keeps it so should one come. vite.config.ts puts this file in
 * zod's own chunk, which every chunk that builds a schema imports, so it runs before any schema
 * exists and every parser takes the interpreted path. The signed-in routes import it (the login
 * page loads no zod); the chunk rule does the rest.
 */
z.config({ jitless: true });
