import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Builds the production web server into dist-server/main.js: Node's own modules and the npm
// packages stay imports (installed in the image), the workspace's shared/ sources are bundled in.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: true,
    target: 'node20',
  },
});
