import { createServer } from 'node:http';
import { createServerApp } from './app.js';
import { loadServerEnv } from './env.js';

function main(): void {
  const env = loadServerEnv();
  const config = {
    ...(env.API_BASE_URL ? { apiBaseUrl: env.API_BASE_URL } : {}),
    ...(env.SOCKET_URL ? { socketUrl: env.SOCKET_URL } : {}),
  };
  const server = createServer(createServerApp({ distDir: env.DIST_DIR, config }));
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    const provider = env.API_BASE_URL ?? 'the build-time VITE_API_BASE_URL, else this origin';
    console.log(`Inkreel client on http://localhost:${port} (provider: ${provider})`);
  });
  const stop = () => {
    setTimeout(() => process.exit(0), 3000).unref();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
