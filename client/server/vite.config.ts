import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Builds the production web server into dist-server/main.js: Node's own modules and the npm
// packages stay imports (installed in the image), the workspace's shared/ sources are bundled in.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  publicDir: false,
  logLevel: 'warn',
  // lru-cache 11 is installed under client/node_modules (the root holds an older one for the
  // build tools), which the image does not copy: bundled, the server needs no nested install.
  ssr: { noExternal: ['lru-cache'] },
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: true,
    target: 'node20',
  },
});
