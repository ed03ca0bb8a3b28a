import { createStore, delMany, getMany, set, setMany, type UseStore } from 'idb-keyval';
import { initialFormState } from '../model/form-state';
import type { FileFieldName } from '../model/upload-config';
import {
  DRAFT_FILE_LIMIT_BYTES,
  fromStoredFile,
  hasDraftContent,
  storedFieldsSchema,
  toStoredFields,
  toStoredFile,
  type DraftForm,
  type DropReason,
} from './draft-records';

/** One database for drafts, so a future draft kind gets its own store beside this one. */
const DB_NAME = 'inkreel-drafts';
const STORE_NAME = 'upload';
const FILE_SLOTS = ['file', 'image'] as const satisfies readonly FileFieldName[];

type Part = 'fields' | FileFieldName;
/** Keys are per signed-in user: another account on this browser never sees the draft. */
const keyOf = (userId: string, part: Part): IDBValidKey => ['upload-draft', userId, part];
const allKeys = (userId: string) =>
  (['fields', ...FILE_SLOTS] as const).map((p) => keyOf(userId, p));

let store: UseStore | null = null;
/** Opened on first use; throws (caught by each caller) where IndexedDB does not exist. */
function draftStore(): UseStore {
  store ??= createStore(DB_NAME, STORE_NAME);
  return store;
}

export interface LoadedDraft {
  form: DraftForm;
  savedAt: number;
  /** Parts that were stored but could not be used, and were removed. */
  dropped: DropReason[];
}

export type LoadOutcome =
  | { kind: 'none' }
  | { kind: 'restored'; draft: LoadedDraft }
  /** Something was stored but nothing of it could be used; it is gone now. */
  | { kind: 'dropped'; reason: DropReason }
  | { kind: 'unavailable' };

export type SaveOutcome = 'saved' | 'storage-full' | 'too-large' | 'unavailable';

function isQuotaError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    error.name === 'QuotaExceededError'
  );
}

function warn(what: string, error: unknown): SaveOutcome {
  if (isQuotaError(error)) return 'storage-full';
  console.warn(`Upload draft: ${what} failed`, error);
  return 'unavailable';
}

/** Reads the user's draft; anything unusable in it is removed rather than shown. */
export async function loadDraft(userId: string): Promise<LoadOutcome> {
  let raw: unknown[];
  try {
    raw = await getMany(allKeys(userId), draftStore());
  } catch (error) {
    warn('reading', error);
    return { kind: 'unavailable' };
  }
  const [rawFields, ...rawFiles] = raw;
  if (raw.every((value) => value === undefined)) return { kind: 'none' };
  const fields = storedFieldsSchema.safeParse(rawFields);
  if (!fields.success) {
    await clearDraft(userId);
    // Files without their fields belong to no form: removed without a word.
    return rawFields === undefined ? { kind: 'none' } : { kind: 'dropped', reason: 'unreadable' };
  }
  const { type, text, savedAt } = fields.data;
  const form: DraftForm = {
    ...initialFormState(type),
    text: { ...initialFormState().text, ...text },
  };
  const dropped: DropReason[] = [];
  const unusable: IDBValidKey[] = [];
  FILE_SLOTS.forEach((slot, index) => {
    if (rawFiles[index] === undefined) return;
    const file = fromStoredFile(type, slot, rawFiles[index]);
    if (file instanceof File) {
      form[slot] = file;
      return;
    }
    dropped.push(file);
    unusable.push(keyOf(userId, slot));
  });
  if (unusable.length)
    await delMany(unusable, draftStore()).catch((e: unknown) => warn('cleanup', e));
  if (!hasDraftContent(form)) {
    await clearDraft(userId);
    return dropped[0] ? { kind: 'dropped', reason: dropped[0] } : { kind: 'none' };
  }
  return { kind: 'restored', draft: { form, savedAt, dropped } };
}

/** Keeps the type and text fields; a blank form removes the whole draft instead. */
export async function saveDraftFields(
  userId: string,
  form: DraftForm,
  now = Date.now(),
): Promise<SaveOutcome> {
  if (!hasDraftContent(form)) return (await clearDraft(userId)) ? 'saved' : 'unavailable';
  try {
    await set(keyOf(userId, 'fields'), toStoredFields(form, now), draftStore());
    return 'saved';
  } catch (error) {
    return warn('saving the fields', error);
  }
}

/**
 * Keeps (or, for null, forgets) the file of one slot. A file that is too large or does not fit in
 * the browser's storage is not kept, and an older one stored for the slot is removed with it, so
 * a reload never brings back a file the user had replaced.
 */
export async function saveDraftFile(
  userId: string,
  slot: FileFieldName,
  file: File | null,
): Promise<SaveOutcome> {
  const key = keyOf(userId, slot);
  try {
    if (!file) {
      await delMany([key], draftStore());
      return 'saved';
    }
    if (file.size > DRAFT_FILE_LIMIT_BYTES) {
      await delMany([key], draftStore());
      return 'too-large';
    }
    await setMany([[key, toStoredFile(file)]], draftStore());
    return 'saved';
  } catch (error) {
    const outcome = warn('saving a file', error);
    await delMany([key], draftStore()).catch(() => undefined);
    return outcome;
  }
}

/** Removes the user's draft (after an upload, on Discard, at sign-out). False if storage failed. */
export async function clearDraft(userId: string): Promise<boolean> {
  try {
    await delMany(allKeys(userId), draftStore());
    return true;
  } catch (error) {
    warn('removing', error);
    return false;
  }
}
