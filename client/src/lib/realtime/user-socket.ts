// lib/realtime: the signed-in user's one socket.io connection, shared by what listens on it.
import {
  REALTIME_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@inkreel/shared';
import type { Socket } from 'socket.io-client';
import { clientConfig } from '../api/config';

export type UserSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Realtime client defaults of docs/product.md section 9. */
const OPTIONS = {
  path: REALTIME_PATH,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;

interface Shared {
  token: string;
  socket: Promise<UserSocket>;
  users: number;
}

let shared: Shared | null = null;

/**
 * The connection for `token`, opened on first use and closed when its last user lets go, so
 * every listener of a page (a thread's new comments, and more) rides one socket. socket.io-client
 * is imported then, so it stays out of the code a page needs before. An upload keeps its own
 * socket: its events name the socket id it was sent with (features/upload/realtime).
 */
export function holdUserSocket(token: string): {
  socket: Promise<UserSocket>;
  release: () => void;
} {
  if (!shared || shared.token !== token) {
    shared?.socket.then(
      (s) => s.disconnect(),
      () => undefined,
    );
    const socket = import('socket.io-client').then(({ io }) => {
      const options = { ...OPTIONS, auth: { token } };
      const { socketUrl } = clientConfig();
      return socketUrl ? io(socketUrl, options) : io(options);
    });
    shared = { token, socket, users: 0 };
  }
  const held = shared;
  held.users += 1;
  let released = false;
  return {
    socket: held.socket,
    release() {
      if (released) return;
      released = true;
      held.users -= 1;
      if (held.users > 0 || shared !== held) return;
      shared = null;
      held.socket.then(
        (s) => s.disconnect(),
        () => undefined,
      );
    },
  };
}
