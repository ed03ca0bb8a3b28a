import type { Server as HttpServer } from 'node:http';
import cors from 'cors';
import { Server } from 'socket.io';
import {
  commentRoomName,
  commentRoomSchema,
  REALTIME_PATH,
  RealtimeRequest,
  socketAuthSchema,
  WATCHED_THREADS_MAX,
} from '@inkreel/shared';
import type { Store } from '../db/store.js';
import type { TokenVerifier } from '../http/auth.js';
import { originCheck } from '../http/cors.js';
import { securityHeaders } from '../http/security-headers.js';
import { userRoom, type RealtimeHub, type RealtimeServer, type RealtimeSocket } from './hub.js';

/**
 * socket.io on the HTTP server; a socket must present a valid JWT in its handshake. Browsers are
 * held to the client origins (CLIENT_ORIGIN) and the provider's own (PUBLIC_URL's, for its own
 * pages): CORS echoes only an allowed origin, and a handshake from any other origin is refused,
 * WebSocket included (which CORS does not cover; a browser's WebSocket always sends its Origin,
 * same origin too). Clients that send no Origin (servers, tests) are judged by their token alone.
 *
 * socket.io answers its requests on the HTTP server itself, never through Express, so its engine
 * sets the same security headers first (refusals and preflights included), then CORS, as the
 * Express app does. It serves no client script: the client bundles socket.io-client.
 */
/**
 * A socket joins an item's thread room while its comments are on screen (`watchComments`) and
 * leaves it after (`unwatchComments`). Anything that is not a room is ignored, as is a watch
 * beyond WATCHED_THREADS_MAX. Rooms only receive what anyone may read (the comments module
 * sends published comments on public items), so joining needs no check of the item.
 */
function watchThreads(socket: RealtimeSocket): void {
  const watched = () => [...socket.rooms].filter((room) => room.startsWith('comments:')).length;
  socket.on(RealtimeRequest.watchComments, async (payload: unknown, done?: unknown) => {
    const room = commentRoomSchema.safeParse(payload);
    if (room.success && watched() < WATCHED_THREADS_MAX)
      await socket.join(commentRoomName(room.data));
    // Called once the socket is in: the client then asks for what came before, missing nothing.
    if (typeof done === 'function') (done as () => void)();
  });
  socket.on(RealtimeRequest.unwatchComments, (payload: unknown) => {
    const room = commentRoomSchema.safeParse(payload);
    if (room.success) void socket.leave(commentRoomName(room.data));
  });
}

export function attachRealtime(
  httpServer: HttpServer,
  deps: {
    hub: RealtimeHub;
    tokens: TokenVerifier;
    store: Store;
    clientOrigins: readonly string[];
    /** The provider's own address: its origin is allowed like the client origins. */
    publicUrl: string;
    /** The fault lab: realtime-down refuses connections, session-expired refuses tokens. */
    faults?: { realtimeRefused(): boolean; sessionExpired(): boolean };
  },
): RealtimeServer {
  const origins = [...deps.clientOrigins, new URL(deps.publicUrl).origin];
  const io: RealtimeServer = new Server(httpServer, {
    path: REALTIME_PATH,
    serveClient: false,
    allowRequest: (req, callback) => {
      if (deps.faults?.realtimeRefused()) {
        callback('Realtime is down (realtime-down scenario)', false);
        return;
      }
      const origin = req.headers.origin;
      callback(null, origin === undefined || origins.includes(origin));
    },
  });
  io.engine.use(securityHeaders());
  io.engine.use(cors({ origin: originCheck(origins), credentials: true }));
  io.use((socket, next) => {
    const auth = socketAuthSchema.safeParse(socket.handshake.auth);
    const claims = auth.success ? deps.tokens.verify(auth.data.token) : null;
    const user = claims && deps.store.index.userById(claims.sub);
    if (!user || deps.faults?.sessionExpired()) {
      next(new Error('Authentication required'));
      return;
    }
    socket.data.userId = user._id;
    next();
  });
  // Upload events go to the user's room, not to one socket id, so any socket of theirs (a
  // reconnect included) receives the rest of a run.
  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.userId));
    watchThreads(socket);
  });
  deps.hub.attach(io);
  return io;
}
