import {
  notificationEventSchema,
  RealtimeEvent,
  REALTIME_PATH,
  unreadSchema,
  type NotificationEvent,
} from '@inkreel/shared';
import { clientConfig } from '../../../lib/api/config';

export interface NotificationHandlers {
  onNotification: (event: NotificationEvent) => void;
  onUnread: (unread: number) => void;
  /** The connection came back after a drop: what arrived meanwhile is to be asked for. */
  onReconnect: () => void;
}

/** docs/product.md section 9's realtime client defaults, as the upload's socket uses them. */
const OPTIONS = {
  path: REALTIME_PATH,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;

/**
 * The signed-in user's socket for notifications (the provider sends them to the user's room).
 * socket.io-client is imported when the bell first connects, so it stays out of the entry that
 * `/` loads. Returns the function that closes it.
 */
export async function connectNotifications(
  token: string,
  handlers: NotificationHandlers,
): Promise<() => void> {
  const { io } = await import('socket.io-client');
  const options = { ...OPTIONS, auth: { token } };
  const { socketUrl } = clientConfig();
  const socket = socketUrl ? io(socketUrl, options) : io(options);
  socket.on(RealtimeEvent.notification, (payload: unknown) => {
    const parsed = notificationEventSchema.safeParse(payload);
    if (parsed.success) handlers.onNotification(parsed.data);
  });
  socket.on(RealtimeEvent.notificationsRead, (payload: unknown) => {
    const parsed = unreadSchema.safeParse(payload);
    if (parsed.success) handlers.onUnread(parsed.data.unread);
  });
  socket.io.on('reconnect', handlers.onReconnect);
  return () => socket.disconnect();
}
