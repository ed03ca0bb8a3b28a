import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@inkreel/shared';

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  { userId: string }
>;

export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  { userId: string }
>;

/** The room of one user's sockets: a reconnect (a new socket id) joins it again. */
export const userRoom = (userId: string): string => `user:${userId}`;

/**
 * Where upload processing sends its events. The socket.io server is attached after the HTTP
 * server exists (main.ts, or a test), so the app holds this hub rather than the server itself.
 */
export class RealtimeHub {
  private io: RealtimeServer | null = null;

  attach(io: RealtimeServer): void {
    this.io = io;
  }

  /** Sends to every socket of `userId` (each joins its user's room when it connects). */
  emitToUser<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ): void {
    this.io?.to(userRoom(userId)).emit(event, ...payload);
  }

  /** Sends to every socket in `room` (an item's thread: shared's commentRoomName). */
  emitToRoom<E extends keyof ServerToClientEvents>(
    room: string,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ): void {
    this.io?.to(room).emit(event, ...payload);
  }
}
