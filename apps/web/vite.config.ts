/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * react-router 7's package exports name only its development build, whatever the mode
 * (remix-run/react-router#14753): a production bundle takes the production build by its path.
 */
const reactRouterProduction = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

/** The chunk whose entry module is `source` (a path under src/). */
function chunkOf(bundle: OutputBundle, source: string): OutputChunk {
  const chunk = Object.values(bundle).find((file): file is OutputChunk => file.type === 'chunk' && (file.facadeModuleId?.endsWith(`/${source}`) ?? false));
  if (!chunk) throw new Error(`The build has no chunk for ${source}`);
  return chunk;
}

/** The stylesheet the build made of `source` (a CSS file under src/ loaded on its own). */
function stylesheetOf(bundle: OutputBundle, source: string): string {
  const asset = Object.values(bundle).find((file) => file.type === 'asset' && file.originalFileNames.includes(source));
  if (!asset) throw new Error(`The build has no stylesheet for ${source}`);
  return asset.fileName;
}

/** The chunks `chunk` needs before it runs (itself and its static imports, all the way down), and their styles. */
function chunkWithImports(bundle: OutputBundle, chunk: OutputChunk): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    const file = bundle[fileName];
    if (scripts.has(fileName) || file?.type !== 'chunk') return;
    scripts.add(fileName);
    for (const css of file.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of file.imports) visit(imported);
  };
  visit(chunk.fileName);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * index.html, the page of every address but `/`, fetches beside the entry what a signed-in
 * member's first page needs, so that it does not wait for the entry to run before asking:
 * - at the entry's priority, the members' and staff's route table (src/app/signed-in-routes.tsx),
 *   which the router needs before it can ask for any screen's code;
 * - at low priority, after the entry's files, the members' frame and their dashboard (their code,
 *   their styles), the first page after logging in and the one most members open. Another page
 *   needs the frame all the same; only the dashboard's 14 kB may go unused.
 * The landing page (scripts/prerender-landing.mjs) leaves these links, marked `data-signed-in`, out.
 */
function preloadSignedInFirstPage(): Plugin {
  return {
    name: 'repertoire:preload-signed-in-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, chunk: entry }) => {
        if (!bundle) return [];
        const alreadyLoaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const routes = chunkWithImports(bundle, chunkOf(bundle, 'src/app/signed-in-routes.tsx'));
        const firstPage = ['src/app/routes/app/root.tsx', 'src/app/routes/app/dashboard.tsx'].map((source) => chunkWithImports(bundle, chunkOf(bundle, source)));
        const routeTable = new Set(routes.scripts);
        const scripts = firstPage.flatMap((page) => page.scripts).filter((file) => !alreadyLoaded.has(file) && !routeTable.has(file));
        const styles = [stylesheetOf(bundle, 'src/app/styles/member-frame.css'), ...firstPage.flatMap((page) => page.styles)];
        const link = (attrs: Record<string, string | boolean>) => ({ tag: 'link', attrs: { ...attrs, 'data-signed-in': true }, injectTo: 'head' as const });
        return [
          ...routes.scripts.filter((file) => !alreadyLoaded.has(file)).map((file) => link({ rel: 'modulepreload', crossorigin: true, href: `/${file}` })),
          ...[...new Set(scripts)].map((file) => link({ rel: 'modulepreload', fetchpriority: 'low', crossorigin: true, href: `/${file}` })),
          ...[...new Set(styles)].map((file) => link({ rel: 'preload', as: 'style', fetchpriority: 'low', crossorigin: true, href: `/${file}` })),
        ];
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    preloadSignedInFirstPage(),
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
