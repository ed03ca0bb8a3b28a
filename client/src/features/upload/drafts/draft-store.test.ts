// @vitest-environment node
// Node's structuredClone keeps Blobs, which jsdom's Blob does not survive: IndexedDB needs it.
import 'fake-indexeddb/auto';
import { createStore, get, keys, set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialFormState } from '../model/form-state';
import { DRAFT_FILE_LIMIT_BYTES, type DraftForm } from './draft-records';
import { clearDraft, loadDraft, saveDraftFields, saveDraftFile } from './draft-store';

// A full storage as IndexedDB reports it: the object store refuses the write. (A spy on the
// store, not a mock of idb-keyval: this project's files share their loaded modules.)
const fillStorage = () =>
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });

const raw = createStore('inkreel-drafts', 'upload');
const key = (user: string, part: string) => ['upload-draft', user, part];
const video = (name = 'trip.mp4', bytes = 'video-bytes') =>
  new File([bytes], name, { type: 'video/mp4', lastModified: 1_700_000_000_000 });
const image = () => new File(['png'], 'thumb.png', { type: 'image/png' });

function videoForm(patch: Partial<DraftForm> = {}): DraftForm {
  const base = initialFormState('video');
  return { ...base, text: { ...base.text, title: 'My trip', tags: 'sea, sun' }, ...patch };
}

async function saveAll(user: string, form: DraftForm) {
  expect(await saveDraftFields(user, form, 42)).toBe('saved');
  expect(await saveDraftFile(user, 'file', form.file)).toBe('saved');
  expect(await saveDraftFile(user, 'image', form.image)).toBe('saved');
}

afterEach(async () => {
  await clearDraft('ann');
  await clearDraft('bob');
  vi.restoreAllMocks();
});

describe('upload draft store', () => {
  it('has nothing for a user who never saved', async () => {
    expect(await loadDraft('ann')).toEqual({ kind: 'none' });
  });

  it('gives back type, text and both files, with their names, types and bytes', async () => {
    await saveAll('ann', videoForm({ file: video(), image: image() }));
    const outcome = await loadDraft('ann');
    if (outcome.kind !== 'restored') throw new Error(`got ${outcome.kind}`);
    const { form, savedAt, dropped } = outcome.draft;
    expect(savedAt).toBe(42);
    expect(dropped).toEqual([]);
    expect(form.type).toBe('video');
    expect(form.text).toMatchObject({ title: 'My trip', tags: 'sea, sun', description: '' });
    expect(form.file).toBeInstanceOf(File);
    expect(form.file?.name).toBe('trip.mp4');
    expect(form.file?.type).toBe('video/mp4');
    expect(form.file?.lastModified).toBe(1_700_000_000_000);
    expect(await form.file?.text()).toBe('video-bytes');
    expect(form.image?.name).toBe('thumb.png');
  });

  it('keeps the book and its cover of a book draft', async () => {
    const book = new File(['%PDF-1.7'], 'novel.pdf', { type: 'application/pdf' });
    const base = initialFormState('book');
    await saveAll('ann', {
      ...base,
      text: { ...base.text, title: 'Novel', author: 'Me' },
      file: book,
      image: image(),
    });
    const outcome = await loadDraft('ann');
    expect(outcome.kind === 'restored' && outcome.draft.form.file?.name).toBe('novel.pdf');
    expect(outcome.kind === 'restored' && outcome.draft.form.image?.name).toBe('thumb.png');
    expect(outcome.kind === 'restored' && outcome.draft.form.text.author).toBe('Me');
  });

  it('keeps drafts apart per user and clears only the one asked for', async () => {
    await saveAll('ann', videoForm({ file: video() }));
    await saveAll('bob', videoForm({ text: { ...videoForm().text, title: 'Bob' } }));
    await clearDraft('ann');
    expect(await loadDraft('ann')).toEqual({ kind: 'none' });
    const bob = await loadDraft('bob');
    expect(bob.kind === 'restored' && bob.draft.form.text.title).toBe('Bob');
    expect(await keys(raw)).toHaveLength(1);
  });

  it('removes the draft when the form becomes blank, and a file when its slot is emptied', async () => {
    await saveAll('ann', videoForm({ file: video() }));
    expect(await saveDraftFile('ann', 'file', null)).toBe('saved');
    const outcome = await loadDraft('ann');
    expect(outcome.kind === 'restored' && outcome.draft.form.file).toBeNull();
    expect(await saveDraftFields('ann', initialFormState('audio'))).toBe('saved');
    expect(await keys(raw)).toEqual([]);
  });

  it('drops fields that do not parse, with everything else, and says so', async () => {
    await saveAll('ann', videoForm({ file: video() }));
    await set(key('ann', 'fields'), { v: 1, type: 'podcast', text: {} }, raw);
    expect(await loadDraft('ann')).toEqual({ kind: 'dropped', reason: 'unreadable' });
    expect(await keys(raw)).toEqual([]);
    await set(key('ann', 'fields'), 'not even an object', raw);
    expect(await loadDraft('ann')).toEqual({ kind: 'dropped', reason: 'unreadable' });
  });

  it('drops a text field longer than the limit as unreadable', async () => {
    await set(
      key('ann', 'fields'),
      { v: 1, savedAt: 1, type: 'story', text: { content: 'x'.repeat(500_001) } },
      raw,
    );
    expect(await loadDraft('ann')).toEqual({ kind: 'dropped', reason: 'unreadable' });
  });

  it('drops a broken or mismatched file but keeps the text', async () => {
    await saveAll('ann', videoForm());
    await set(key('ann', 'file'), { v: 1, name: 'x.mp4', blob: 'not a blob' }, raw);
    let outcome = await loadDraft('ann');
    expect(outcome.kind === 'restored' && outcome.draft.dropped).toEqual(['unreadable']);
    expect(outcome.kind === 'restored' && outcome.draft.form.text.title).toBe('My trip');
    expect(await get(key('ann', 'file'), raw)).toBeUndefined();

    // A size that is not the blob's (cut short), and a kind the slot refuses.
    const cut = {
      v: 1,
      name: 'a.mp4',
      type: 'video/mp4',
      lastModified: 1,
      size: 99,
      blob: video(),
    };
    await set(key('ann', 'file'), cut, raw);
    outcome = await loadDraft('ann');
    expect(outcome.kind === 'restored' && outcome.draft.dropped).toEqual(['unreadable']);
    await saveDraftFile('ann', 'file', new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    outcome = await loadDraft('ann');
    expect(outcome.kind === 'restored' && outcome.draft.dropped).toEqual(['unreadable']);
  });

  it('drops a stored file over the size limit as too large', async () => {
    await saveAll('ann', videoForm());
    // The declared size is checked first: a huge record is never read into a File.
    const size = DRAFT_FILE_LIMIT_BYTES + 1;
    const blob = new Blob([new Uint8Array(8)]);
    await set(
      key('ann', 'file'),
      { v: 1, name: 'huge.mp4', type: 'video/mp4', lastModified: 1, size, blob },
      raw,
    );
    const outcome = await loadDraft('ann');
    expect(outcome.kind === 'restored' && outcome.draft.dropped).toEqual(['too-large']);
    expect(await get(key('ann', 'file'), raw)).toBeUndefined();
  });

  it('refuses to keep a file over the limit, and forgets the one it replaced', async () => {
    await saveAll('ann', videoForm({ file: video() }));
    const huge = video('huge.mp4');
    Object.defineProperty(huge, 'size', { value: DRAFT_FILE_LIMIT_BYTES + 1 });
    expect(await saveDraftFile('ann', 'file', huge)).toBe('too-large');
    const outcome = await loadDraft('ann');
    expect(outcome.kind === 'restored' && outcome.draft.form.file).toBeNull();
  });

  it('reports a full storage instead of failing, and keeps no stale file', async () => {
    await saveAll('ann', videoForm({ file: video() }));
    const full = fillStorage();
    expect(await saveDraftFile('ann', 'file', video('other.mp4'))).toBe('storage-full');
    expect(await saveDraftFields('ann', videoForm())).toBe('storage-full');
    full.mockRestore();
    const outcome = await loadDraft('ann');
    expect(outcome.kind === 'restored' && outcome.draft.form.file).toBeNull();
  });

  it('removes files stored without their fields', async () => {
    await saveDraftFile('ann', 'file', video());
    expect(await loadDraft('ann')).toEqual({ kind: 'none' });
    expect(await keys(raw)).toEqual([]);
  });
});
