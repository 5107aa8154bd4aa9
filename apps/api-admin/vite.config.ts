import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Served by the Kampus server at /admin/api/ (apps/server/src/http/api-admin.ts), apart from the main app's bundle. */
export default defineConfig({
  base: '/admin/api/',
  plugins: [react()],
  // react-admin is hoisted beside the main app, whose MUI is newer than react-admin supports:
  // resolve these from this package, so react-admin runs on the MUI 7 it declares.
  resolve: {
    dedupe: [
      '@mui/material',
      '@mui/icons-material',
      '@mui/system',
      '@mui/utils',
      '@mui/styled-engine',
      '@mui/private-theming',
      '@emotion/react',
      '@emotion/styled',
      'react',
      'react-dom',
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 4000 },
});
