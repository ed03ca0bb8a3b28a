import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// One `.env` at the repository root serves the mock provider and the client (see .env.example);
// variables already set in the environment win.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
if (existsSync(`${repoRoot}.env`)) process.loadEnvFile(`${repoRoot}.env`);

const mockServer = process.env.MOCK_SERVER_URL || 'http://localhost:4000';
const port = Number(process.env.CLIENT_PORT || 5173);

// The same proxy in `vite` and `vite preview`: the app calls same-origin /api and /socket.io.
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: mockServer, changeOrigin: false },
  '/socket.io': { target: mockServer, ws: true, changeOrigin: false },
};

export default defineConfig({
  plugins: [react()],
  envDir: repoRoot,
  server: { port, strictPort: true, host: true, proxy },
  preview: { port, strictPort: true, host: true, proxy },
  // pdf.js (~1 MB) is a lazy chunk loaded only by the book reader route, so its size is expected.
  build: { sourcemap: true, chunkSizeWarningLimit: 1600 },
});
