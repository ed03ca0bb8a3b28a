import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const mockServer = process.env.MOCK_SERVER_URL || 'http://localhost:4000';
const port = Number(process.env.CLIENT_PORT || 5173);

// The same proxy in `vite` and `vite preview`: the app calls same-origin /api and /socket.io.
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: mockServer, changeOrigin: false },
  '/socket.io': { target: mockServer, ws: true, changeOrigin: false },
};

export default defineConfig({
  plugins: [react()],
  server: { port, strictPort: true, host: true, proxy },
  preview: { port, strictPort: true, host: true, proxy },
  // pdf.js (~1 MB) is a lazy chunk loaded only by the book reader route, so its size is expected.
  build: { sourcemap: true, chunkSizeWarningLimit: 1600 },
});
