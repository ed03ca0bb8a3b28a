import { useCallback, useEffect, useRef, useState } from 'react';
import { readStoredAuth } from '../../../lib/session/auth-storage';
import type { FileFieldName } from '../model/upload-config';
import { hasDraftContent, type DraftForm, type DropReason } from './draft-records';
import {
  clearDraft,
  loadDraft,
  saveDraftFields,
  saveDraftFile,
  type SaveOutcome,
} from './draft-store';

/** Typing is saved this long after the last key (files are saved at once). */
export const DRAFT_SAVE_DELAY_MS = 400;

export type DraftNotice =
  | { kind: 'restored'; savedAt: number; dropped: DropReason[] }
  /** A stored draft could not be used at all and was removed. */
  | { kind: 'dropped'; reason: DropReason }
  /** What the user has now cannot be kept: a file over the limit, or the storage is full. */
  | { kind: 'notKept'; reason: 'too-large' | 'storage-full'; fileName?: string }
  | null;

const FILE_SLOTS = ['file', 'image'] as const satisfies readonly FileFieldName[];
const currentUserId = () => readStoredAuth()?.user._id ?? null;

/**
 * Keeps the upload form of the signed-in user in IndexedDB while it is edited, and gives it back
 * once when the page opens (unless the user already started typing). Writes run one after the
 * other; each checks that its user is still the signed-in one, so a save that was still pending
 * at sign-out never brings the draft back.
 */
export function useUploadDraft(form: DraftForm, restore: (draft: DraftForm) => void) {
  const [userId] = useState(currentUserId);
  const [ready, setReady] = useState(false);
  const [notice, setNotice] = useState<DraftNotice>(null);
  // The latest form and callback, for the load that resolves later (refs change after render).
  const formRef = useRef(form);
  const restoreRef = useRef(restore);
  useEffect(() => {
    formRef.current = form;
    restoreRef.current = restore;
  });
  /** The files as last handed to the store: only a different File is written again. */
  const keptFiles = useRef<Record<FileFieldName, File | null>>({ file: null, image: null });
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const pendingFields = useRef<DraftForm | null>(null);

  const enqueue = useCallback(
    (op: (user: string) => Promise<SaveOutcome | boolean>, onDone?: (o: SaveOutcome) => void) => {
      if (!userId) return;
      queue.current = queue.current
        .then(async () => {
          if (currentUserId() !== userId) return;
          const outcome = await op(userId);
          if (typeof outcome === 'string') onDone?.(outcome);
        })
        // One failed write must not stop the ones queued after it.
        .catch((error: unknown) => console.warn('Upload draft: a write failed', error));
    },
    [userId],
  );

  const report = useCallback((fileName?: string) => {
    return (outcome: SaveOutcome) => {
      if (outcome === 'too-large' || outcome === 'storage-full')
        setNotice({ kind: 'notKept', reason: outcome, fileName });
    };
  }, []);

  const flushFields = useCallback(() => {
    const fields = pendingFields.current;
    pendingFields.current = null;
    if (fields) enqueue((user) => saveDraftFields(user, fields), report());
  }, [enqueue, report]);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    void loadDraft(userId).then((outcome) => {
      if (cancelled) return;
      setReady(true);
      // Whatever the user typed meanwhile wins; it is saved over the stored draft.
      if (hasDraftContent(formRef.current)) return;
      if (outcome.kind === 'dropped') setNotice(outcome);
      if (outcome.kind !== 'restored') return;
      const { form: restored, savedAt, dropped } = outcome.draft;
      keptFiles.current = { file: restored.file, image: restored.image };
      restoreRef.current(restored);
      setNotice({ kind: 'restored', savedAt, dropped });
    });
    return () => {
      cancelled = true;
    };
  }, [userId]);

  const { type, text, file, image } = form;
  useEffect(() => {
    if (!ready) return;
    const current = { type, text, file, image };
    for (const slot of FILE_SLOTS) {
      const chosen = current[slot];
      if (chosen === keptFiles.current[slot]) continue;
      keptFiles.current[slot] = chosen;
      enqueue((user) => saveDraftFile(user, slot, chosen), report(chosen?.name));
    }
    pendingFields.current = current;
    const timer = setTimeout(flushFields, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, type, text, file, image, enqueue, flushFields, report]);

  // Leaving the page keeps the last keystrokes too.
  useEffect(() => flushFields, [flushFields]);

  /** Forgets the draft (a successful upload, or Discard). The form itself is the page's. */
  const clear = useCallback(() => {
    pendingFields.current = null;
    keptFiles.current = { file: null, image: null };
    setNotice(null);
    enqueue(clearDraft);
  }, [enqueue]);

  const dismissNotice = useCallback(() => setNotice(null), []);

  return { notice, clear, dismissNotice };
}
