import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { REALTIME_PATH, socketAuthSchema } from '@inkreel/shared';
import type { Store } from '../db/store.js';
import type { Faults } from '../modules/faults/faults.js';
import type { TokenService } from '../modules/auth/token.service.js';
import type { RealtimeHub, RealtimeServer } from './hub.js';

/** socket.io on the HTTP server; a socket must present a valid JWT in its handshake. */
export function attachRealtime(
  httpServer: HttpServer,
  deps: {
    hub: RealtimeHub;
    tokens: TokenService;
    store: Store;
    clientOrigin: string;
    /** The fault lab: realtime-down refuses connections, session-expired refuses tokens. */
    faults?: Pick<Faults, 'realtimeRefused' | 'sessionExpired'>;
  },
): RealtimeServer {
  const io: RealtimeServer = new Server(httpServer, {
    path: REALTIME_PATH,
    cors: { origin: deps.clientOrigin, credentials: true },
    allowRequest: (_req, callback) => {
      const refused = deps.faults?.realtimeRefused() ?? false;
      callback(refused ? 'Realtime is down (realtime-down scenario)' : null, !refused);
    },
  });
  io.use((socket, next) => {
    const auth = socketAuthSchema.safeParse(socket.handshake.auth);
    const claims = auth.success ? deps.tokens.verify(auth.data.token) : null;
    const user = claims && deps.store.data.users.find((u) => u._id === claims.sub);
    if (!user || deps.faults?.sessionExpired()) {
      next(new Error('Authentication required'));
      return;
    }
    socket.data.userId = user._id;
    next();
  });
  deps.hub.attach(io);
  return io;
}
