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
      '^/(ar|de|en|es|tr)/(login|logout|users|help|page-views|register-emails|verify-email|reset-password|impersonate|schools|search|stats)':
        api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
  },
});
