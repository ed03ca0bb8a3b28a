import type { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@inkreel/shared';

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  { userId: string }
>;

type EventName = keyof ServerToClientEvents;

/**
 * Where upload processing sends its events. The socket.io server is attached after the HTTP
 * server exists (main.ts, or a test), so the app holds this hub rather than the server itself.
 */
export class RealtimeHub {
  private io: RealtimeServer | null = null;

  attach(io: RealtimeServer): void {
    this.io = io;
  }

  /** Sends to one socket, only if it is connected and authenticated as `userId`. */
  emitToUserSocket<E extends EventName>(
    socketId: string,
    userId: string,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ): boolean {
    const socket = this.io?.sockets.sockets.get(socketId);
    if (!socket || socket.data.userId !== userId) return false;
    socket.emit(event, ...payload);
    return true;
  }

  /** Whether a socket id belongs to a connected socket of this user. */
  ownsSocket(socketId: string, userId: string): boolean {
    const socket = this.io?.sockets.sockets.get(socketId);
    return Boolean(socket && socket.data.userId === userId);
  }
}
