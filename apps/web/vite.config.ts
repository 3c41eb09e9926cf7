/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/** React's module names and what stands in for each (decision 0096). */
const PREACT_FOR_REACT = [
  { find: /^react-dom\/(client|server)$/, replacement: 'preact/compat/$1' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  // Preact with its compatibility layer stands in for React in what we build and serve (decision 0096):
  // 47 kB gzip less on every page. The code, its types and the unit tests stay React's.
  resolve: command === 'build' ? { alias: PREACT_FOR_REACT } : undefined,
  // The server renderer bundles its packages, so the router and the rest import Preact there too.
  ssr: command === 'build' ? { noExternal: true } : undefined,
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
    modulePreload: {
      polyfill: false,
      // A page's lazy chunk lists what to preload with it; what the entry itself loads (the core chunk, the
      // bundler's runtime, the stylesheet) is there already, and naming it again in each of 30 lists costs `/`.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js'
          ? deps.filter((dep) => !/assets\/(core|rolldown-runtime|index)-[\w-]+\.(js|css)$/.test(dep))
          : deps,
    },
    rolldownOptions: {
      output: {
        // Lazy chunks are named by their hash only: the entry lists every page's chunks for preloading, and
        // their names ('notification-items-', 'contact-seller-button-'...) cost `/` 0.6 kB gzip there (decision
        // 0040). The chunks the entry loads itself keep their names, which the filter above matches.
        chunkFileNames: isSsrBuild
          ? undefined
          : (chunk) =>
              chunk.name === 'core' || chunk.name === 'rolldown-runtime'
                ? 'assets/[name]-[hash].js'
                : 'assets/[hash].js',
        // What every page needs in one chunk (React, the router, TanStack Query, the API client): a few
        // small shared chunks cost `/` their import glue and compress worse apart (0.8 kB gzip measured).
        codeSplitting: isSsrBuild
          ? undefined
          : {
              groups: [
                {
                  name: 'core',
                  test: /node_modules[\\/](preact|react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]|src[\\/]lib[\\/](api-client|cn)\.ts$/,
                },
              ],
            },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
  },
}));
