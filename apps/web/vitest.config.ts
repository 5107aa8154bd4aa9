import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: vitest runs on its own Vite (8, whose oxc compiles TSX), so no plugin here.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}', 'scripts/**/*.spec.ts'],
    // Loading the catalogues (initI18n) in a `beforeAll` took over the default 10 s on a loaded
    // two-core machine; a test's own waits stay short.
    hookTimeout: 60_000,
    // A screen test (render, type, wait for the stubbed answers) took over the default 5 s while an
    // end-to-end run shared the two cores; its own `waitFor`s still fail after their 1 s.
    testTimeout: 30_000,
  },
});
