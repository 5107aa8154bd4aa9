import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.KAMPUS_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': api,
      '/version.json': api,
      '/health': api,
      '/local-drive': api,
      '^/(ar|de|en|es|tr)/(login|logout|users|help|page-views|register-emails|verify-email|reset-password|impersonate|schools|search|stats)':
        api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      // The app, and the Drive sign-in's callback page (a few hundred bytes; it loads nothing else).
      input: { index: 'index.html', driveCallback: 'drive-callback.html' },
      output: {
        // zod and src/zod-config.ts in one chunk, config right after zod: a chunk that builds a schema
        // at load imports this one, so every parser is jitless before it exists (CSP has no unsafe-eval).
        manualChunks: (id: string) =>
          id.includes('/node_modules/zod/') || id.endsWith('/src/zod-config.ts') ? 'zod' : undefined,
      },
    },
  },
});
