import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: vitest 4.0 runs on its own Vite, and TSX needs no plugin here.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
  },
});
