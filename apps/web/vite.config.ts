/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * react-router 7's package exports name only its development build, whatever the mode
 * (remix-run/react-router#14753): a production bundle takes the production build by its path.
 */
const reactRouterProduction = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

/**
 * index.html, the page of every address but `/`, starts loading the members' and staff's route
 * table (src/app/signed-in-routes.tsx) with the entry: the router needs it before it can ask for
 * the screen's own code, a round trip more on every signed-in first load otherwise. The landing
 * page (scripts/prerender-landing.mjs) leaves these links, marked `data-signed-in`, out.
 */
function preloadSignedInRoutes(): Plugin {
  return {
    name: 'repertoire:preload-signed-in-routes',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, chunk: entry }) => {
        const routes = Object.values(bundle ?? {}).find((file) => file.type === 'chunk' && file.facadeModuleId?.endsWith('/src/app/signed-in-routes.tsx'));
        if (!routes || routes.type !== 'chunk') throw new Error('The build has no chunk for src/app/signed-in-routes.tsx');
        const preloadedByEntry = new Set(entry?.imports ?? []);
        return [routes.fileName, ...routes.imports]
          .filter((file) => !preloadedByEntry.has(file) && file !== entry?.fileName)
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, 'data-signed-in': true }, injectTo: 'head' as const }));
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    preloadSignedInRoutes(),
    // Each file also as .br and .gz beside it, which the server sends as they are (preCompressed).
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Lets rolldown inline small shared chunks into their importers (below); the entry exports nothing.
      preserveEntrySignatures: false,
      output: {
        // Every screen is its own lazy chunk (see src/app/router.tsx). React and TanStack
        // Query, needed by every screen, get long-lived vendor chunks; Mantine, zod and the
        // form libraries are left to rolldown so each screen loads only the parts it uses
        // (the dates package, for one, only comes with the sign-up and profile screens).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
          // Shared chunks under 40 kB of source are copied into the chunks that import them.
          // Left apart, they made the landing page 31 files and the dashboard 79, and over
          // HTTP/1.1 (six connections) every six files cost a round trip. The copies weigh
          // more over a member's whole visit (docs/decisions/0006-first-page-weight.md); at
          // 40 kB rather than 20, the landing page's share is 2 kB lighter (0007).
          experimentalInlineCommonChunks: { maxSize: 40_000 },
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
    restoreMocks: true,
    testTimeout: 20_000,
    unstubGlobals: true,
  },
}));
