import { isFileContentType, type FileContentType } from '@inkreel/shared';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { request } from '../../../lib/api/api-client';
import { BALANCE_KEY } from '../../../lib/api/balance-key';
import { firstPageContracts } from '../../../lib/api/contracts-later';
import { getStoredToken } from '../../../lib/storage/storage-keys';
import { checkBalance } from '../api/check-balance';
import { uploadPriceKey } from '../api/use-upload-price';
import type { UploadFormState } from '../model/form-state';
import {
  shortfallNumbers,
  type ShortfallInput,
  type ShortfallNumbers,
} from '../model/insufficient-balance';
import { initialProgress, progressReducer } from '../model/progress';
import { runTextUpload } from './text-upload-flow';
import type { UploadRun } from './upload-run';

const loadFileFlow = () => import('./file-upload-flow');

export type UploadDialog =
  | { kind: 'insufficient'; numbers: ShortfallNumbers }
  | { kind: 'success' }
  | null;

/** The upload page's state: balance check, progress, dialogs; the flows do the sending. */
export function useUploadFlow() {
  const { mutate } = useSWRConfig();
  const [progress, dispatchProgress] = useReducer(progressReducer, initialProgress);
  const [checking, setChecking] = useState(false);
  const [dialog, setDialog] = useState<UploadDialog>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  // What the captions feature could not add to a published item (shown with the success).
  const [extrasProblems, setExtrasProblems] = useState<string[]>([]);
  // A video going ahead without live processing events (no realtime connection, or it dropped).
  const [realtimeUnavailable, setRealtimeUnavailable] = useState(false);
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
      // The balance's contract is the navigation bar's, loaded with its first read (0448).
      const { walletCalls } = await firstPageContracts();
      balance = await request(walletCalls.balance).then(
        (b) => b.balance,
        () => null,
      );
    }
    setDialog({ kind: 'insufficient', numbers: shortfallNumbers({ ...input, balance }) });
  }, []);

  // The navigation bar and the price line read these keys; a paid upload changed the balance.
  const refreshBalance = useCallback(() => {
    void mutate(BALANCE_KEY);
    void mutate((key) => Array.isArray(key) && key[0] === uploadPriceKey('video')[0]);
  }, [mutate]);

  const succeed = useCallback(() => {
    setDialog({ kind: 'success' });
    // A paid upload changed the balance.
    refreshBalance();
  }, [refreshBalance]);

  /** The current run, as the flows see it (its events count only until the next stop()). */
  const startRun = useCallback(
    (afterUpload?: UploadRun['afterUpload']): UploadRun => {
      const run = runId.current;
      const live = () => run === runId.current;
      const disposers: Array<() => void> = [];
      cleanup.current = () => disposers.forEach((dispose) => dispose());
      return {
        live,
        dispatch: (action) => {
          if (live()) dispatchProgress(action);
        },
        onStop: (dispose) => {
          disposers.push(dispose);
        },
        stop,
        succeed,
        showShortfall,
        setErrorMessage,
        refreshBalance,
        noteRealtimeUnavailable: () => {
          if (live()) setRealtimeUnavailable(true);
        },
        noteRealtimeRestored: () => {
          if (live()) setRealtimeUnavailable(false);
        },
        afterUpload,
        noteExtrasProblems: (problems) => {
          if (live()) setExtrasProblems(problems);
        },
      };
    },
    [refreshBalance, showShortfall, stop, succeed],
  );

  const submit = useCallback(
    async (form: UploadFormState, afterUpload?: UploadRun['afterUpload']) => {
      const token = getStoredToken();
      if (!token) {
        // docs/product.md section 5: refused silently, only logged (the route guard normally prevents this).
        console.warn('Upload aborted: no stored auth token');
        return;
      }
      stop();
      const run = startRun(afterUpload);
      setErrorMessage(null);
      setExtrasProblems([]);
      setRealtimeUnavailable(false);
      setDialog(null);
      dispatchProgress({ type: 'reset' });
      if (!isFileContentType(form.type)) {
        await runTextUpload(form as UploadFormState & { type: 'poem' | 'story' }, run);
        return;
      }
      setChecking(true);
      // The sending code (multipart, socket.io, catch-up) is not part of the page's first load:
      // it comes while the balance is checked, so the upload starts no later than before.
      const [check, loaded] = await Promise.all([
        checkBalance(form.type),
        loadFileFlow().then(
          (flow) => ({ ok: true as const, flow }),
          (error: unknown) => ({ ok: false as const, error }),
        ),
      ]);
      if (!run.live()) return;
      setChecking(false);
      if (!check.ok) {
        await showShortfall(check.shortfall);
        return;
      }
      if (!loaded.ok) {
        // Offline without the service worker's copy, or a new release replaced the file: what a
        // lost connection during the upload would say.
        console.error('Upload failed: its code did not load', loaded.error);
        setErrorMessage('Network error occurred');
        return;
      }
      await loaded.flow.runFileUpload(
        form as UploadFormState & { type: FileContentType },
        token,
        run,
      );
    },
    [showShortfall, startRun, stop],
  );

  const reset = useCallback(() => {
    stop();
    setChecking(false);
    setDialog(null);
    setErrorMessage(null);
    setExtrasProblems([]);
    setRealtimeUnavailable(false);
    dispatchProgress({ type: 'reset' });
  }, [stop]);

  const closeDialog = useCallback(() => setDialog(null), []);

  return {
    progress,
    checking,
    dialog,
    errorMessage,
    extrasProblems,
    realtimeUnavailable,
    submit,
    reset,
    closeDialog,
  };
}
