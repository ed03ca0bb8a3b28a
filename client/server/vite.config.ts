import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Builds the production web server into dist-server/main.js, self-contained: its npm packages
// (express, helmet, compression, express-static-gzip, zod) and the workspace's shared/ sources are
// bundled in, so the client image carries no node_modules at all (issue 51, item 11).
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  publicDir: false,
  logLevel: 'warn',
  ssr: { noExternal: true },
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: true,
    target: 'node20',
  },
});
