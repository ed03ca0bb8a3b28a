import * as z from 'zod/mini';
import type { NotificationEvent, UnreadEvent } from '../community/notifications.js';
import type { CommentAddedEvent, CommentRoom } from '../comments/realtime.js';
import { videoSchema } from '../content/entities.js';

export const REALTIME_PATH = '/socket.io';

export const RealtimeEvent = {
  uploadProgress: 'uploadProgress',
  uploadComplete: 'uploadComplete',
  uploadError: 'uploadError',
  /** A new notification (the notifications extension), with the unread count after it. */
  notification: 'notification',
  /** Notifications were read (in any tab or device): the unread count left. */
  notificationsRead: 'notificationsRead',
  commentAdded: 'commentAdded',
} as const;

/** What a client asks of the server over its socket. */
export const RealtimeRequest = {
  watchComments: 'watchComments',
  unwatchComments: 'unwatchComments',
} as const;

/**
 * Which upload an event is about (the mock provider sends both; docs/product.md section 7 does
 * not). Events go to every socket of the uploader, so a client tells its own run apart by
 * `socketId` (the id it sent with the upload), and asks GET /api/uploads/{uploadId} to catch up.
 */
const uploadTag = {
  uploadId: z.optional(z.string()),
  socketId: z.optional(z.string()),
};

/** Bytes received so far while the upload streams in. */
export const uploadBytesProgressSchema = z.object({
  ...uploadTag,
  uploadedBytes: z.int().check(z.nonnegative()),
  totalBytes: z.int().check(z.nonnegative()),
});
/** Server-side processing, 0 to 100, never decreasing. */
export const uploadStepProgressSchema = z.object({
  ...uploadTag,
  progress: z.number().check(z.minimum(0), z.maximum(100)),
  stage: z.optional(z.string()),
});
export const uploadProgressEventSchema = z.union([
  uploadBytesProgressSchema,
  uploadStepProgressSchema,
]);
export type UploadProgressEvent = z.infer<typeof uploadProgressEventSchema>;

export const uploadCompleteEventSchema = z.object({
  ...uploadTag,
  message: z.optional(z.string()),
  video: videoSchema,
});
export type UploadCompleteEvent = z.infer<typeof uploadCompleteEventSchema>;

export const uploadErrorEventSchema = z.object({ ...uploadTag, error: z.string() });
export type UploadErrorEvent = z.infer<typeof uploadErrorEventSchema>;

/** The socket's handshake: `auth: { token }`. */
export const socketAuthSchema = z.object({ token: z.string().check(z.minLength(1)) });

export interface ServerToClientEvents {
  uploadProgress: (event: UploadProgressEvent) => void;
  uploadComplete: (event: UploadCompleteEvent) => void;
  uploadError: (event: UploadErrorEvent) => void;
  notification: (event: NotificationEvent) => void;
  notificationsRead: (event: UnreadEvent) => void;
  commentAdded: (event: CommentAddedEvent) => void;
}
export interface ClientToServerEvents {
  /** `done`, if given, is called once the socket is in the room. */
  watchComments: (room: CommentRoom, done?: () => void) => void;
  unwatchComments: (room: CommentRoom) => void;
}
