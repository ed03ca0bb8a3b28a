// lib/comments: the comments feature's logic: text into parts, the thread's state, its calls, live arrival.
import {
  commentAddedEventSchema,
  RealtimeEvent,
  RealtimeRequest,
  type Comment,
  type CommentKind,
} from '@inkreel/shared';
import { useEffect, useRef } from 'react';
import { getStoredToken } from '../storage/storage-keys';
import { holdUserSocket } from '../realtime/user-socket';

/**
 * While `active` (the thread is on screen) and someone is signed in (the provider's socket takes
 * a signed-in account's token), watches the item's thread over the user's socket: each comment
 * published there comes to `onAdded` with the item's count. A reconnect watches again.
 */
export function useCommentRoom(
  kind: CommentKind,
  itemId: string,
  active: boolean,
  signedIn: boolean,
  onAdded: (comment: Comment, count: number) => void,
): void {
  // The newest callback, without watching again each time it changes.
  const handler = useRef(onAdded);
  useEffect(() => {
    handler.current = onAdded;
  }, [onAdded]);

  useEffect(() => {
    const token = getStoredToken();
    if (!active || !signedIn || !token) return;
    const room = { kind, itemId };
    const held = holdUserSocket(token);
    let stop: () => void = () => undefined;
    let ended = false;
    held.socket
      .then((socket) => {
        if (ended) return;
        const watch = () => socket.emit(RealtimeRequest.watchComments, room);
        const listen = (payload: unknown) => {
          const event = commentAddedEventSchema.safeParse(payload);
          if (event.success && event.data.kind === kind && event.data.itemId === itemId) {
            handler.current(event.data.comment, event.data.count);
          }
        };
        socket.on('connect', watch);
        socket.on(RealtimeEvent.commentAdded, listen);
        if (socket.connected) watch();
        stop = () => {
          socket.off('connect', watch);
          socket.off(RealtimeEvent.commentAdded, listen);
          if (socket.connected) socket.emit(RealtimeRequest.unwatchComments, room);
        };
      })
      .catch((error: unknown) => console.warn('Live comments are unavailable', error));
    return () => {
      ended = true;
      stop();
      held.release();
    };
  }, [kind, itemId, active, signedIn]);
}
