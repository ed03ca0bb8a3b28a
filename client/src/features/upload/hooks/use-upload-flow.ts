import {
  buildUrl,
  ErrorCode,
  isFileContentType,
  walletCalls,
  type FileContentType,
  type UploadProgressEvent,
} from '@inkreel/shared';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, request } from '../../../lib/api-client';
import { getStoredToken } from '../../../lib/storage';
import { checkBalance } from '../api/check-balance';
import { uploadFile } from '../api/upload-file';
import { uploadPriceKey } from '../api/use-upload-price';
import { uploadWriting } from '../api/upload-writing';
import type { UploadFormState } from '../model/form-state';
import {
  shortfallFromBody,
  shortfallNumbers,
  type ShortfallInput,
  type ShortfallNumbers,
} from '../model/insufficient-balance';
import { initialProgress, progressReducer, type ProgressAction } from '../model/progress';
import { connectUploadSocket, type UploadSocket } from '../realtime/upload-socket';

export type UploadDialog =
  { kind: 'insufficient'; numbers: ShortfallNumbers } | { kind: 'success' } | null;

/**
 * After the HTTP reply of a realtime video upload, how long to wait for `uploadComplete` before
 * trusting the 201 alone (the video exists; only the event went missing).
 */
const PROCESSING_GRACE_MS = 60_000;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Is this a refusal for lack of credits? 403 carries requiredAmount (SPEC.md section 7). */
function isShortfall(error: ApiError): boolean {
  return error.status === 403 && (!error.code || error.code === ErrorCode.INSUFFICIENT_BALANCE);
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    return (
      error.serverMessage ??
      (error.status ? `Upload failed with status: ${error.status}` : error.message)
    );
  }
  return error instanceof Error ? error.message : 'Unexpected error';
}

export function useUploadFlow() {
  const { mutate } = useSWRConfig();
  const [progress, dispatchProgress] = useReducer(progressReducer, initialProgress);
  const [checking, setChecking] = useState(false);
  const [dialog, setDialog] = useState<UploadDialog>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  // One id per run: events of an earlier run (or after unmount) must not touch the state.
  const runId = useRef(0);
  const cleanup = useRef<() => void>(() => {});

  const stop = useCallback(() => {
    runId.current += 1;
    cleanup.current();
    cleanup.current = () => {};
  }, []);
  useEffect(() => stop, [stop]);

  const showShortfall = useCallback(async (input: ShortfallInput) => {
    let balance = input.balance;
    if (balance === null || balance === undefined) {
      balance = await request(walletCalls.balance).then(
        (b) => b.balance,
        () => null,
      );
    }
    setDialog({ kind: 'insufficient', numbers: shortfallNumbers({ ...input, balance }) });
  }, []);

  // The navigation bar and the price line read these keys; a paid upload changed the balance.
  const refreshBalance = useCallback(() => {
    void mutate(buildUrl(walletCalls.balance));
    void mutate((key) => Array.isArray(key) && key[0] === uploadPriceKey('video')[0]);
  }, [mutate]);

  const succeed = useCallback(() => {
    setDialog({ kind: 'success' });
    refreshBalance();
  }, [refreshBalance]);

  const uploadWithProgress = useCallback(
    async (form: UploadFormState & { type: FileContentType }, token: string) => {
      const run = runId.current;
      const live = () => run === runId.current;
      const dispatch = (action: ProgressAction) => live() && dispatchProgress(action);
      const controller = new AbortController();
      let socket: UploadSocket | null = null;
      // False once the realtime connection is gone: then the HTTP reply alone completes the upload.
      let realtime = false;
      let httpOk = false;
      let serverDone = false;
      const disposers: Array<() => void> = [() => controller.abort()];
      cleanup.current = () => disposers.forEach((dispose) => dispose());
      const finish = () => {
        if (!live()) return;
        dispatch({ type: 'complete' });
        stop();
        succeed();
      };
      const fail = (message: string) => {
        if (!live()) return;
        dispatch({ type: 'fail' });
        setErrorMessage(message);
        stop();
        // A failed processing step is refunded by the provider: show the balance it left.
        refreshBalance();
      };
      const onEvent = (event: UploadProgressEvent) =>
        'uploadedBytes' in event
          ? dispatch({
              type: 'bytes',
              uploadedBytes: event.uploadedBytes,
              totalBytes: event.totalBytes,
            })
          : dispatch({ type: 'percent', progress: event.progress });

      // The total is learnt from the first progress event: the request body (files plus form
      // fields) is larger than the main file, and one total keeps "X of Y" from jumping.
      dispatch({ type: 'start', totalBytes: 0 });
      if (form.type === 'video') {
        socket = await connectUploadSocket(token, {
          onProgress: onEvent,
          onComplete: () => {
            serverDone = true;
            if (httpOk) finish();
          },
          onError: (message) => fail(`Processing failed: ${message}`),
          // A reconnect gets a new id the server does not know: stop waiting for events.
          onDisconnect: () => {
            realtime = false;
            socket?.close();
            if (httpOk) finish();
          },
        });
        if (socket) disposers.push(socket.close);
        if (!live()) return socket?.close();
        realtime = socket !== null;
      }
      try {
        await uploadFile(form, realtime ? socket?.id : undefined, {
          signal: controller.signal,
          onProgress: (loaded, total) =>
            dispatch({ type: 'bytes', uploadedBytes: loaded, totalBytes: total }),
          onSent: () => realtime && dispatch({ type: 'httpDone', awaitServer: true }),
        });
      } catch (error) {
        if (isAbort(error) || !live()) return;
        console.error('Upload failed', error);
        if (error instanceof ApiError && isShortfall(error)) {
          dispatch({ type: 'reset' });
          stop();
          await showShortfall(shortfallFromBody(error.body));
          return;
        }
        fail(messageOf(error));
        return;
      }
      httpOk = true;
      if (!realtime || serverDone) return finish();
      dispatch({ type: 'httpDone', awaitServer: true });
      const graceTimer = setTimeout(() => {
        console.warn('No uploadComplete event; the upload reply already confirmed the video');
        finish();
      }, PROCESSING_GRACE_MS);
      disposers.push(() => clearTimeout(graceTimer));
    },
    [refreshBalance, showShortfall, stop, succeed],
  );

  const uploadText = useCallback(
    async (form: UploadFormState & { type: 'poem' | 'story' }) => {
      const run = runId.current;
      dispatchProgress({ type: 'start', totalBytes: 0 });
      try {
        await uploadWriting(form);
        if (run !== runId.current) return;
        dispatchProgress({ type: 'complete' });
        succeed();
      } catch (error) {
        if (run !== runId.current) return;
        console.error('Upload failed', error);
        if (error instanceof ApiError && isShortfall(error)) {
          dispatchProgress({ type: 'reset' });
          await showShortfall(shortfallFromBody(error.body));
          return;
        }
        dispatchProgress({ type: 'fail' });
        setErrorMessage(messageOf(error));
      }
    },
    [showShortfall, succeed],
  );

  const submit = useCallback(
    async (form: UploadFormState) => {
      const token = getStoredToken();
      if (!token) {
        // SPEC.md section 5: refused silently, only logged (the route guard normally prevents this).
        console.warn('Upload aborted: no stored auth token');
        return;
      }
      stop();
      const run = runId.current;
      setErrorMessage(null);
      setDialog(null);
      dispatchProgress({ type: 'reset' });
      if (!isFileContentType(form.type)) {
        await uploadText(form as UploadFormState & { type: 'poem' | 'story' });
        return;
      }
      setChecking(true);
      const check = await checkBalance(form.type);
      if (run !== runId.current) return;
      setChecking(false);
      if (!check.ok) {
        await showShortfall(check.shortfall);
        return;
      }
      await uploadWithProgress(form as UploadFormState & { type: FileContentType }, token);
    },
    [showShortfall, stop, uploadText, uploadWithProgress],
  );

  const reset = useCallback(() => {
    stop();
    setChecking(false);
    setDialog(null);
    setErrorMessage(null);
    dispatchProgress({ type: 'reset' });
  }, [stop]);

  const closeDialog = useCallback(() => setDialog(null), []);

  return { progress, checking, dialog, errorMessage, submit, reset, closeDialog };
}
