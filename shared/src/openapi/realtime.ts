import type { z } from 'zod';
import { commentAddedEventSchema, commentRoomSchema } from '../comments/realtime.js';
import { notificationEventSchema, unreadSchema } from '../community/notifications.js';
import type { RealtimeEvent, RealtimeRequest } from '../realtime/events.js';
import {
  REALTIME_PATH,
  socketAuthSchema,
  uploadCompleteEventSchema,
  uploadErrorEventSchema,
  uploadProgressEventSchema,
} from '../realtime/events.js';

export const REALTIME_SECTION = 'x-inkreel-realtime';

/** Each server-to-client event: its payload schema (a component) and when it is sent. */
export const realtimeEvents: Readonly<
  Record<keyof typeof RealtimeEvent, { component: string; schema: z.core.$ZodType; when: string }>
> = {
  uploadProgress: {
    component: 'UploadProgressEvent',
    schema: uploadProgressEventSchema,
    when: 'While a video upload streams in (uploadedBytes, totalBytes), then during processing (progress 0 to 100, never decreasing).',
  },
  uploadComplete: {
    component: 'UploadCompleteEvent',
    schema: uploadCompleteEventSchema,
    when: 'Once the uploaded video is processed and listed.',
  },
  uploadError: {
    component: 'UploadErrorEvent',
    schema: uploadErrorEventSchema,
    when: 'When the upload or its processing failed.',
  },
  notification: {
    component: 'NotificationEvent',
    schema: notificationEventSchema,
    when: 'A new notification for the account, or a group it joined (the notifications extension), with the unread count after it.',
  },
  notificationsRead: {
    component: 'NotificationsReadEvent',
    schema: unreadSchema,
    when: 'Notifications of the account were marked read, from any device: the unread count left.',
  },
  commentAdded: {
    component: 'CommentAddedEvent',
    schema: commentAddedEventSchema,
    when: "To sockets watching an item's thread (`watchComments`): a comment published on it, new or just approved, with the item's count (the comments feature).",
  },
};

/** Each client-to-server event: its payload and what it asks. */
export const realtimeRequests: Readonly<
  Record<keyof typeof RealtimeRequest, { component: string; schema: z.core.$ZodType; when: string }>
> = {
  watchComments: {
    component: 'CommentRoom',
    schema: commentRoomSchema,
    when: "Start receiving `commentAdded` for an item's thread (at most 20 threads a socket; a payload that is not a room is ignored). An acknowledgement callback, if sent, is called once the socket is in the room.",
  },
  unwatchComments: {
    component: 'CommentRoom',
    schema: commentRoomSchema,
    when: 'Stop receiving them.',
  },
};

/** The schemas the realtime section refers to, to register as components. */
export const realtimeComponents: Record<string, z.core.$ZodType> = {
  SocketAuth: socketAuthSchema,
  ...Object.fromEntries(
    [...Object.values(realtimeEvents), ...Object.values(realtimeRequests)].map((e) => [
      e.component,
      e.schema,
    ]),
  ),
};

interface EventDoc {
  component: string;
  when: string;
}

/** One event of the section: which way it goes, when, and its payload's schema. */
const eventEntry =
  (direction: 'server-to-client' | 'client-to-server') =>
  ([name, event]: [string, EventDoc]): [string, Record<string, unknown>] => [
    name,
    {
      direction,
      description: event.when,
      payload: { $ref: `#/components/schemas/${event.component}` },
    },
  ];

/**
 * socket.io is not HTTP, so OpenAPI has no place for it: this marked section describes the
 * connection and each event, with payloads as schemas under components.
 */
export function realtimeSection() {
  return {
    description:
      'Realtime events over socket.io (not HTTP calls). Connect with the socket.io client to the ' +
      `provider's origin, path \`${REALTIME_PATH}\`, handshake \`auth: { token }\` (the login token). ` +
      'Send the socket id as `socketId` with POST /api/videos/upload: the id socket.io gives the socket in its namespace (`socket.id` in socket.io-client, the `sid` of the namespace CONNECT packet), not the engine.io connection id. With any `socketId` the video is processed after the reply, with events to every socket of the uploader, whether or not the named socket is still connected (a reconnect between building the URL and sending it gives a new id); without one it is checked and published with the reply. ' +
      "The events go to every socket of the uploader (each joins its user's room on connecting), so a socket that reconnects with the same token receives the rest of the run; each carries `uploadId` and the `socketId` the upload named, so a client can tell its own upload from another tab's. " +
      'After a reconnect, GET /api/uploads/{uploadId} answers what was missed (the current stage). ' +
      "A socket also follows an item's comment thread while it is on screen: `watchComments` with `{ kind, itemId }` joins the thread's room (`commentAdded` then brings each comment published there), `unwatchComments` leaves it; a socket that reconnects watches again.",
    transport: 'socket.io',
    path: REALTIME_PATH,
    handshake: { auth: { $ref: '#/components/schemas/SocketAuth' } },
    events: Object.fromEntries([
      ...Object.entries(realtimeEvents).map(eventEntry('server-to-client')),
      ...Object.entries(realtimeRequests).map(eventEntry('client-to-server')),
    ]),
  };
}
