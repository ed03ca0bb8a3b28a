import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSeededTestApp } from '../../../mock-server/src/test/seeded-test-app.js';
import { attachRealtime } from '../../../mock-server/src/realtime/socket-server.js';

export interface Running {
  url: string;
  close(): Promise<void>;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** A freshly seeded mock provider with socket.io, as main.ts runs it, on a free port. */
export async function startMockProvider(): Promise<Running> {
  // Listening first: PUBLIC_URL must be where it answers (its stand-in identity provider's issuer).
  const server = createServer();
  const url = await listen(server);
  const t = await createSeededTestApp({ PUBLIC_URL: url });
  server.on('request', t.app);
  const io = attachRealtime(server, {
    hub: t.deps.hub,
    tokens: t.deps.tokens,
    store: t.deps.store,
    clientOrigins: t.deps.env.CLIENT_ORIGINS,
    publicUrl: t.deps.env.PUBLIC_URL,
  });
  return {
    url,
    close: async () => {
      await io.close();
      await stop(server).catch(() => undefined);
      await t.cleanup();
    },
  };
}

/** Any server: for replies the suite must survive (HTML, nothing at all). */
export async function startServer(handler: Parameters<typeof createServer>[1]): Promise<Running> {
  const server = createServer(handler);
  const url = await listen(server);
  return { url, close: () => stop(server) };
}

/**
 * A proxy in front of a provider that breaks the contract in one place: `rewrite` may change the
 * JSON body of the replies whose path matches `path`, and `contentType` their Content-Type;
 * everything else passes through untouched.
 */
export function startBreakingProxy(
  target: string,
  path: RegExp,
  rewrite: (body: Record<string, unknown>) => void,
  contentType?: string,
): Promise<Running> {
  return startServer((req, res) => {
    const upstream = request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (reply: IncomingMessage) => {
        const pathname = new URL(req.url ?? '/', target).pathname;
        if (!path.test(pathname) || reply.statusCode !== 200) {
          res.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () => {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<
            string,
            unknown
          >;
          rewrite(body);
          const text = JSON.stringify(body);
          const headers = {
            ...reply.headers,
            'content-length': String(Buffer.byteLength(text)),
            ...(contentType ? { 'content-type': contentType } : {}),
          };
          res.writeHead(200, headers).end(text);
        });
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  }).then((running) => running);
}

/** A port nothing listens on (taken, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  const url = await listen(server);
  await stop(server);
  return Number(new URL(url).port);
}
