import type { FileContentType, UploadProgressEvent } from '@inkreel/shared';
import { uploadFile } from '../api/upload-file';
import {
  processingFailureReason,
  uploadFailureAdvice,
  uploadFailureReason,
} from '../model/failure-reason';
import type { UploadFormState } from '../model/form-state';
import { filesShare } from '../model/file-bytes';
import { shortfallFromBody } from '../model/insufficient-balance';
import type { PublishedItem } from '../model/progress';
import { isAbort, isShortfall, messageOf } from '../model/upload-errors';
import { fetchUploadStage, stepActions } from '../realtime/catch-up';
import { connectUploadSocket, type UploadSocket } from '../realtime/upload-socket';
import type { UploadRun } from './upload-run';

/**
 * After the HTTP reply of a realtime video upload, how long to wait for `uploadComplete` before
 * trusting the 201 alone (the video exists; only the event went missing).
 */
const PROCESSING_GRACE_MS = 60_000;

/** The item a 201 reply (or a video's uploadComplete) describes, for the timeline's link. */
function publishedItem(type: FileContentType, reply: DescribesItem): PublishedItem | null {
  const item = reply.video ?? reply.audio ?? reply.book;
  return item ? { type, id: item._id, title: item.title } : null;
}
type DescribesItem = Partial<Record<FileContentType, { _id: string; title: string }>>;

/**
 * A video, audio or book: multipart upload with byte progress; a video also follows the server's
 * processing over socket.io and completes on `uploadComplete` after the 201.
 */
export async function runFileUpload(
  form: UploadFormState & { type: FileContentType },
  token: string,
  run: UploadRun,
): Promise<void> {
  const { live, dispatch } = run;
  const controller = new AbortController();
  let socket: UploadSocket | null = null;
  // False when no realtime connection came up: then the HTTP reply alone completes the upload.
  let realtime = false;
  let httpOk = false;
  // Set by the socket's callback; an object, so TypeScript does not narrow it to `false` below.
  const server = { done: false };
  let published: PublishedItem | null = null;
  // The upload's id (from its events or its reply), and whether events may have been missed.
  let uploadId: string | null = null;
  let missed = false;
  run.onStop(() => controller.abort());
  // The captions, chapters and seek previews sent once the reply names the item: the upload
  // completes when they are done too (at once when there are none).
  let attaching: Promise<void> | null = null;
  const complete = () => {
    if (!live()) return;
    dispatch({ type: 'complete', published });
    run.stop();
    run.succeed();
  };
  const finish = () => {
    if (attaching) void attaching.then(complete);
    else complete();
  };
  const fail = (message: string, reason: string, advice: string | null = null) => {
    if (!live()) return;
    dispatch({ type: 'fail', reason, advice });
    run.setErrorMessage(message);
    run.stop();
    // A failed processing step is refunded by the provider: show the balance it left.
    run.refreshBalance();
  };
  /**
   * After a dropped connection: the stage call tells what the missed events said. A provider
   * without that call, with the connection still away, leaves the 201 to complete the upload; no
   * answer at all (offline) is asked again when the connection is back.
   */
  const catchUp = async () => {
    if (!missed || !uploadId || !live()) return;
    missed = false;
    const stage = await fetchUploadStage(uploadId);
    if (!live()) return;
    if (stage === null) {
      missed = true;
      return;
    }
    if (stage === 'unknown') {
      if (!socket?.connected() && httpOk) finish();
      return;
    }
    stepActions(stage).forEach(dispatch);
    if (stage.stage === 'failed') {
      fail(`Processing failed: ${stage.reason}`, processingFailureReason(stage.reason));
    } else if (stage.stage === 'ready') {
      server.done = true;
      published = { type: form.type, id: stage.item._id, title: stage.item.title };
      if (httpOk) finish();
    }
  };
  // Counts of the request's bytes, shown as the main file's (model/file-bytes.ts): the size the
  // form shows beside it. A cover, or the video frame chosen as its poster, travels along unnamed.
  const bytes = (loaded: number, total: number) => filesShare(loaded, total, form.file?.size ?? 0);
  const onEvent = (event: UploadProgressEvent) => {
    uploadId ??= event.uploadId ?? null;
    return 'uploadedBytes' in event
      ? dispatch({
          type: 'bytes',
          ...bytes(event.uploadedBytes, event.totalBytes),
          at: performance.now(),
          from: 'provider',
        })
      : dispatch({ type: 'percent', progress: event.progress, stage: event.stage });
  };

  // The total is learnt from the first progress event, as the main file's share of the request.
  dispatch({ type: 'start', totalBytes: 0, at: performance.now() });
  if (form.type === 'video') {
    socket = await connectUploadSocket(token, {
      onProgress: onEvent,
      onComplete: (event) => {
        server.done = true;
        if (event) published = publishedItem('video', event);
        if (httpOk) finish();
      },
      onError: (message) => fail(`Processing failed: ${message}`, processingFailureReason(message)),
      // socket.io reconnects by itself and the provider sends the rest of the run to the new
      // connection; what went out in between is asked for once it is back (or once the reply is).
      onDisconnect: () => {
        if (!live()) return;
        missed = true;
        run.noteRealtimeUnavailable();
        void catchUp();
      },
      onReconnect: () => {
        if (!live()) return;
        run.noteRealtimeRestored();
        missed = true;
        void catchUp();
      },
    });
    if (socket) run.onStop(socket.close);
    // The browser going offline is word enough that the live status is gone: over long polling
    // socket.io notices only at its ping timeout, tens of seconds later, while the panel would
    // still show a step as current. What went out meanwhile is asked for as soon as the browser
    // is back online (the socket may not have noticed it was away), and again on its reconnect.
    const onOffline = () => {
      if (!live() || !socket) return;
      missed = true;
      run.noteRealtimeUnavailable();
    };
    const onOnline = () => {
      if (live()) void catchUp();
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    run.onStop(() => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    });
    if (!live()) return socket?.close();
    realtime = socket !== null;
    if (realtime) dispatch({ type: 'awaitServer' });
    else run.noteRealtimeUnavailable();
  }
  try {
    const reply = await uploadFile(form, realtime ? socket?.id : undefined, {
      signal: controller.signal,
      onProgress: (loaded, total) =>
        dispatch({ type: 'bytes', ...bytes(loaded, total), at: performance.now() }),
      // "Processing on server" once every byte is in: the provider's count says when, and
      // without one, the browser's last byte.
      onSent: () => dispatch({ type: 'sent', at: performance.now() }),
    });
    published ??= publishedItem(form.type, reply);
    uploadId = published?.id ?? uploadId;
    const itemId = publishedItem(form.type, reply)?.id;
    if (run.afterUpload && itemId) {
      attaching = run.afterUpload(itemId).then(
        (problems) => run.noteExtrasProblems(problems),
        (error: unknown) => run.noteExtrasProblems([messageOf(error)]),
      );
    }
  } catch (error) {
    if (isAbort(error) || !live()) return;
    console.error('Upload failed', error);
    if (isShortfall(error)) {
      dispatch({ type: 'reset' });
      run.stop();
      await run.showShortfall(shortfallFromBody(error.body));
      return;
    }
    fail(messageOf(error), uploadFailureReason(error), uploadFailureAdvice(error));
    return;
  }
  httpOk = true;
  if (!realtime || server.done) return finish();
  dispatch({ type: 'httpDone', awaitServer: true });
  void catchUp();
  const graceTimer = setTimeout(() => {
    console.warn('No uploadComplete event; the upload reply already confirmed the video');
    finish();
  }, PROCESSING_GRACE_MS);
  run.onStop(() => clearTimeout(graceTimer));
}
