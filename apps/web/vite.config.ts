import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './build/chunk-groups.ts';
import { filesOfShell, isShellFile } from './src/pwa/shell-files.ts';

const api = process.env.KAMPUS_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    chunkGroups(),
    // Each file's brotli (quality 11) and gzip (level 9) copy beside it, served in its place by the
    // server (apps/server/src/http/app.ts, preCompressed): the shell's chunk 224 kB brotli made per
    // request at level 4, 186 kB so. index.html (under 1 kB) is left to the server.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
    // The installable app (docs/pwa.md): the manifest, linked from index.html at build, and the
    // service worker built from src/pwa/sw.ts; registered by src/pwa/register.ts in production only.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Kampus',
        short_name: 'Kampus',
        description: 'Kampus school management system',
        start_url: '/account/home',
        scope: '/',
        display: 'standalone',
        // The light theme's primary and page background (src/app/theme.ts).
        theme_color: '#5664d2',
        background_color: '#f5f6fa',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The manifest and its icons are added by the plugin itself.
        globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'apple-touch-icon.png'],
        manifestTransforms: [
          (entries) => {
            const shell = filesOfShell(readFileSync('dist/index.html', 'utf8'));
            return Promise.resolve({ manifest: entries.filter((entry) => isShellFile(entry.url, shell)) });
          },
        ],
      },
    }),
  ],
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
    rolldownOptions: {
      // The app, and the Drive sign-in's callback page (a few hundred bytes; it loads nothing else).
      input: { index: 'index.html', driveCallback: 'drive-callback.html' },
    },
  },
});
