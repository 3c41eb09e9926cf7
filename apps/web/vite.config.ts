/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  // The server renderer (`vite build --ssr src/entry-server.tsx`, see scripts/build.mjs) needs no public files.
  publicDir: isSsrBuild ? false : 'public',
  server: {
    port: Number(process.env.WEB_PORT ?? 3000),
    strictPort: true,
    proxy: {
      // ws: the API pushes real-time updates over a WebSocket under /api.
      '/api': { target: apiTarget, ws: true },
      '/uploads': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server rewrites index.html per route; assets stay hashed for long caching.
    assetsDir: 'assets',
    // .vite/manifest.json tells the server which chunks each page module needs, to preload them.
    manifest: !isSsrBuild,
    // Every browser we support preloads modules natively; the polyfill would only add bytes to `/`.
    modulePreload: { polyfill: false },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
  },
}));
