import {
  REALTIME_PATH,
  RealtimeEvent,
  uploadCompleteEventSchema,
  uploadErrorEventSchema,
  uploadProgressEventSchema,
  type UploadCompleteEvent,
  type UploadProgressEvent,
} from '@inkreel/shared';
import { clientConfig } from '../../../lib/api/config';

export interface UploadSocketHandlers {
  onProgress: (event: UploadProgressEvent) => void;
  onComplete: (event: UploadCompleteEvent | undefined) => void;
  onError: (message: string) => void;
  onDisconnect: () => void;
  /** The connection is back (socket.io reconnects by itself, with a new socket id). */
  onReconnect: () => void;
}

export interface UploadSocket {
  /** The id of the first connection, the one the upload names; events echo it as `socketId`. */
  id: string;
  connected: () => boolean;
  close: () => void;
}

/** Realtime client defaults of docs/product.md section 9. */
export const SOCKET_OPTIONS = {
  path: REALTIME_PATH,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;

/** How long the upload waits for the connection before going ahead without a socket id. */
const CONNECT_WAIT_MS = 5000;

/**
 * Connects to the provider's socket.io server with the JWT in the handshake. socket.io-client is
 * imported dynamically so it lands in the upload page's chunk only. Resolves null when no
 * connection comes up in time; the upload then completes when its HTTP call returns.
 */
export async function connectUploadSocket(
  token: string,
  handlers: UploadSocketHandlers,
): Promise<UploadSocket | null> {
  const { io } = await import('socket.io-client');
  const options = { ...SOCKET_OPTIONS, auth: { token } };
  // The configured socket.io origin (by default the API's), or this page's own.
  const { socketUrl } = clientConfig();
  const socket = socketUrl ? io(socketUrl, options) : io(options);

  // The provider sends a user's upload events to all of their sockets (every tab), naming the
  // socket the upload named: another tab's uploads are not this one's.
  const first: { id?: string } = {};
  const ours = (payload: unknown) =>
    !(payload && typeof payload === 'object' && 'socketId' in payload) ||
    payload.socketId === first.id;
  socket.on(RealtimeEvent.uploadProgress, (payload: unknown) => {
    const parsed = uploadProgressEventSchema.safeParse(payload);
    if (parsed.success && ours(payload)) handlers.onProgress(parsed.data);
  });
  socket.on(RealtimeEvent.uploadComplete, (payload: unknown) => {
    if (!ours(payload)) return;
    const parsed = uploadCompleteEventSchema.safeParse(payload);
    handlers.onComplete(parsed.success ? parsed.data : undefined);
  });
  socket.on(RealtimeEvent.uploadError, (payload: unknown) => {
    if (!ours(payload)) return;
    const parsed = uploadErrorEventSchema.safeParse(payload);
    handlers.onError(parsed.success ? parsed.data.error : 'Processing failed');
  });

  const connected = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), CONNECT_WAIT_MS);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(true);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      console.warn('Realtime connection failed; uploading without progress events', error);
      resolve(false);
    });
  });
  if (!connected || !socket.id) {
    socket.disconnect();
    return null;
  }
  first.id = socket.id;
  socket.on('disconnect', handlers.onDisconnect);
  socket.on('connect', handlers.onReconnect);
  return { id: socket.id, connected: () => socket.connected, close: () => socket.disconnect() };
}
