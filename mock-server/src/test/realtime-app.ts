import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  io as connect,
  type Socket,
  type SocketOptions,
  type ManagerOptions,
} from 'socket.io-client';
import {
  REALTIME_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@inkreel/shared';
import { attachRealtime } from '../realtime/socket-server.js';
import { createTestApp, type TestApp } from './test-app.js';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface Received {
  event: keyof ServerToClientEvents;
  /** Every upload and comment event's payload is an object (shared/src/realtime/events.ts). */
  payload: Record<string, unknown>;
}

/** A connected socket and every upload event it has received, in order. */
export interface RecordingSocket {
  socket: ClientSocket;
  received: Received[];
  /** Resolves once an `event` has arrived; throws after 5 s. */
  until: (event: Received['event']) => Promise<void>;
}

export interface RealtimeTestApp extends TestApp {
  /** The listening server's address (`http://127.0.0.1:port`). */
  url: string;
  /** A websocket connection with the handshake token (none: no auth), recording upload events. */
  openSocket(
    token?: string,
    options?: Partial<ManagerOptions & SocketOptions>,
  ): Promise<RecordingSocket>;
  /** Closes the sockets and the server, then removes the data folder. */
  close(): Promise<void>;
}

/** A test app listening on a free port with socket.io attached as buildServer attaches it. */
export async function createRealtimeTestApp(
  env: Record<string, string> = {},
): Promise<RealtimeTestApp> {
  const t = await createTestApp(env);
  const server = createServer(t.app);
  server.requestTimeout = 0;
  attachRealtime(server, {
    hub: t.deps.hub,
    tokens: t.deps.tokens,
    store: t.deps.store,
    clientOrigins: t.deps.env.CLIENT_ORIGINS,
    publicUrl: t.deps.env.PUBLIC_URL,
    faults: t.deps.faults,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sockets: ClientSocket[] = [];

  async function openSocket(
    token?: string,
    options: Partial<ManagerOptions & SocketOptions> = {},
  ): Promise<RecordingSocket> {
    const socket: ClientSocket = connect(url, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      reconnection: false,
      ...(token ? { auth: { token } } : {}),
      ...options,
    });
    sockets.push(socket);
    const received: Received[] = [];
    for (const event of [
      'uploadProgress',
      'uploadComplete',
      'uploadError',
      'commentAdded',
    ] as const) {
      socket.on(event, (payload: Record<string, unknown>) => received.push({ event, payload }));
    }
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const until = async (event: Received['event']) => {
      const deadline = Date.now() + 5000;
      while (!received.some((r) => r.event === event)) {
        if (Date.now() > deadline) throw new Error(`No ${event}: ${JSON.stringify(received)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    return { socket, received, until };
  }

  return {
    ...t,
    url,
    openSocket,
    close: async () => {
      for (const socket of sockets) socket.disconnect();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await t.cleanup();
    },
  };
}
