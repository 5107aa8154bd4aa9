import { defineConfig } from 'vitest/config';

/**
 * The spec files that replace a module with `vi.mock` (the browser's WebAuthn calls, the payment
 * gateway's page): a mock holds only where the file loads its modules afresh, so these run
 * isolated. Any other file shares its worker's modules with the files before it.
 */
const MOCKING = [
  'src/pages/LoginPage.spec.tsx',
  'src/resources/accounts/PasskeysSection.spec.tsx',
  'src/resources/accounts/SecondFactorSection.spec.tsx',
  'src/resources/online-payments/OnlinePayment.spec.tsx',
];

const shared = {
  environment: 'jsdom',
  // Loading the catalogues (initI18n) in a `beforeAll` took over the default 10 s on a loaded
  // two-core machine; a test's own waits stay short.
  hookTimeout: 60_000,
  // A screen test (render, type, wait for the stubbed answers) took over the default 5 s while an
  // end-to-end run shared the two cores; its own `waitFor`s still fail after their 4 s (src/test-support/async-timeout.ts).
  testTimeout: 30_000,
  // Processes, not threads: a test that sets TZ sees it applied only in a process of its own.
  pool: 'forks',
  // Four on two cores: a screen test mostly waits (its stubbed answers, React's next render, the
  // sweep's quiet rounds), and two workers left the cores half idle (the whole suite: 237 s with
  // two, 165 s with four).
  maxWorkers: 4,
} as const;

/** Testing Library's waits, made for a loaded machine: every project's first setup file. */
const ASYNC_TIMEOUT = 'src/test-support/async-timeout.ts';

// Kept apart from vite.config.ts: vitest runs on its own Vite (8, whose oxc compiles TSX), so no plugin here.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: 'shared',
          include: ['src/**/*.spec.{ts,tsx}', 'scripts/**/*.spec.ts', 'build/**/*.spec.ts'],
          exclude: MOCKING,
          // A file's own modules load once per worker, not once per file: each file loading the app's
          // module graph (MUI, the resource registry, the catalogues) afresh was three quarters of the
          // suite's time (29 files: 94 s isolated, 24 s shared). Each test renders into a clean document
          // (Testing Library's cleanup), the files restore what they stub, and
          // src/test-support/fresh-file.ts gives each file a new tab's storage and document.
          isolate: false,
          setupFiles: [ASYNC_TIMEOUT, 'src/test-support/fresh-file.ts'],
        },
      },
      { extends: true, test: { ...shared, name: 'isolated', include: MOCKING, setupFiles: [ASYNC_TIMEOUT] } },
    ],
  },
});
