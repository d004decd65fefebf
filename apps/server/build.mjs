// Bundles the server into dist/server.js (and its job thread into dist/job-thread.js), which `npm start` runs with plain Node: loading one
// JavaScript file takes a fraction of the time and memory of compiling the TypeScript sources
// at every start (tsx, which `npm run dev` keeps using).
import { build } from 'esbuild';

/**
 * Packages from node_modules stay outside the bundle and load as usual: several find their own
 * files beside them at run time (PGlite's WebAssembly, argon2's and sharp's native binaries,
 * Swagger UI's assets). The workspace's own packages (@repertoire/contract) ship TypeScript
 * sources, which Node cannot load: they are bundled.
 */
const nodeModulesStayOutside = {
  name: 'node-modules-stay-outside',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, ({ path }) => (path.startsWith('@repertoire/') ? undefined : { path, external: true }));
  },
};

await build({
  // The server, and the entry of the thread its jobs run in (src/features/jobs/job-thread.ts starts it).
  entryPoints: ['src/server.ts', 'src/job-thread.ts'],
  // dist/ sits beside src/ and drizzle/: src/lib/server-root.ts finds the package folder from either.
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  plugins: [nodeModulesStayOutside],
  // Stack traces name the TypeScript sources when Node runs with --enable-source-maps.
  sourcemap: true,
  logLevel: 'warning',
});
