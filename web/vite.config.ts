// The web client's build: root web/, output web/dist (served by the Sandtable server).
// `npx vite --config web/vite.config.ts` serves it in development, proxying /api to a server on :3000.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  // Relative asset paths: the app uses hash routes, so it works wherever index.html is served.
  base: './',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
    },
  },
});
