import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describeBinding } from '@inkreel/shared';
import { createServerApp, type SsrServerOptions } from './app.js';
import { loadServerEnv, type ServerEnv } from './env.js';
import type { SsrModule } from './ssr-page.js';

/** The server renderer, when it is built and a provider is known; otherwise every page is the shell. */
async function serverRendering(env: ServerEnv): Promise<SsrServerOptions | undefined> {
  // Built beside this server (client/dist-ssr next to client/dist-server): they ship together.
  const entry =
    env.SSR_ENTRY ??
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist-ssr/entry-server.js');
  const providerUrl = env.SSR_API_URL ?? env.API_BASE_URL;
  if (!existsSync(entry) || !providerUrl) {
    console.log(
      `Server rendering off (${existsSync(entry) ? 'no API_BASE_URL or SSR_API_URL' : `no ${entry}`}): every page is client-rendered`,
    );
    return undefined;
  }
  const module = (await import(pathToFileURL(entry).href)) as SsrModule;
  return {
    module,
    providerUrl,
    timeoutMs: env.SSR_TIMEOUT_MS,
    ...(env.PUBLIC_URL ? { publicOrigin: env.PUBLIC_URL } : {}),
  };
}

async function main(): Promise<void> {
  const env = loadServerEnv();
  const config = {
    ...(env.API_BASE_URL ? { apiBaseUrl: env.API_BASE_URL } : {}),
    ...(env.SOCKET_URL ? { socketUrl: env.SOCKET_URL } : {}),
  };
  const ssr = await serverRendering(env);
  const server = createServer(
    createServerApp({ distDir: env.DIST_DIR, config, ...(ssr ? { ssr } : {}) }),
  );
  server.listen(env.PORT, env.HOST, () => {
    const bound = describeBinding(server.address(), env.PORT);
    const provider = env.API_BASE_URL ?? 'the build-time VITE_API_BASE_URL, else this origin';
    console.log(`Inkreel client listening on ${bound} (provider: ${provider})`);
  });
  const stop = () => {
    setTimeout(() => process.exit(0), 3000).unref();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
