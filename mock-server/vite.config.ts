import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Builds the mock provider into dist/main.js for the production image and the benchmark: Node's
// own modules and the npm packages stay imports (installed beside it), the workspace's shared/
// sources are bundled in. Plain JavaScript, so node runs it without a TypeScript loader
// (docs/decisions/0241-mock-provider-built-for-production.md).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'node22',
  },
});
