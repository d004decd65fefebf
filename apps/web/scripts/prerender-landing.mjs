// Writes dist/landing.html (with .br and .gz beside it): dist/index.html with the landing page's
// HTML in place of the loader, which the server sends for `/` (src/app/prerender.tsx says why).
// Run after `vite build` (`npm run build`); it renders with Vite's SSR module loader, so the
// page's TypeScript and the contract need no build of their own.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createServer } from 'vite';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');

const vite = await createServer({ root: web, logLevel: 'warn', server: { middlewareMode: true, hmr: false }, appType: 'custom' });
let html;
try {
  const { renderLandingPage } = await vite.ssrLoadModule('/src/app/prerender.tsx');
  html = renderLandingPage();
} finally {
  await vite.close();
}

const index = readFileSync(join(dist, 'index.html'), 'utf8');
const root = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/;
if (!root.test(index)) throw new Error('dist/index.html has no <div id="root"> closing before </body>');
const landing = index
  .replace(root, () => `<div id="root">${html}</div>`)
  .replace(/<title>[^<]*<\/title>/, '<title>Log in · Repertoire</title>')
  // The members' route table is for the other pages (vite.config.ts, preloadSignedInRoutes).
  .replace(/\s*<link [^>]*data-signed-in[^>]*>/g, '')
  // The page is readable without its code: the styles come first, the scripts after them.
  .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
  .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

writeFileSync(join(dist, 'landing.html'), landing);
writeFileSync(join(dist, 'landing.html.br'), brotliCompressSync(landing));
writeFileSync(join(dist, 'landing.html.gz'), gzipSync(landing, { level: 9 }));
console.log(`dist/landing.html: ${(Buffer.byteLength(landing) / 1000).toFixed(1)} kB, ${(gzipSync(landing).length / 1000).toFixed(1)} kB gzipped`);
