import {
  canonicalLanguage,
  ErrorCode,
  languageName,
  type TextTrack,
  type TextTrackAdd,
  type TextTrackList,
  type TextTrackReplace,
} from '@inkreel/shared';
import { readCaptionFile, type CaptionFormat } from '@inkreel/shared/caption-files';
import { newId, nowIso } from '../../db/ids.js';
import type { TextTrackRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { DomainError } from '../../domain-error.js';
import { ownedItem, readableItem, type ItemKind } from './items.js';
import { CAPTIONS_DIR, freshName, removeMedia, writeMediaText } from './media-files.js';

/** A video's captions are WebVTT or SRT; a track's lyrics may also be LRC. */
const FORMATS: Record<ItemKind, readonly CaptionFormat[]> = {
  video: ['vtt', 'srt'],
  audio: ['vtt', 'srt', 'lrc'],
};

export const toTextTrack = (record: TextTrackRecord): TextTrack => ({
  language: record.language,
  label: record.label,
  url: `/media/${record.file}`,
  updatedAt: record.updatedAt,
});

const tracksOf = (store: Store, kind: ItemKind, itemId: string) =>
  store.data.textTracks.filter((t) => t.itemKind === kind && t.itemId === itemId);

const byLanguage = (language: string) => {
  const tag = canonicalLanguage(language);
  return (t: TextTrackRecord) => t.language === tag;
};

/** GET …/captions and …/lyrics: the item's files, by language. */
export function listTextTracks(
  store: Store,
  kind: ItemKind,
  itemId: string,
  viewerId?: string,
): TextTrackList {
  readableItem(store, kind, itemId, viewerId);
  const tracks = tracksOf(store, kind, itemId)
    .sort((a, b) => (a.language < b.language ? -1 : 1))
    .map(toTextTrack);
  return { tracks };
}

/** The file checked and converted to WebVTT, written under a fresh name (400 CAPTION_INVALID). */
async function storeText(store: Store, kind: ItemKind, stem: string, text: string) {
  const read = await readCaptionFile(text, FORMATS[kind]);
  if (!read.ok) {
    throw new DomainError(ErrorCode.CAPTION_INVALID, read.problem.message, {
      line: read.problem.line,
    });
  }
  const file = freshName(CAPTIONS_DIR, stem, 'vtt');
  await writeMediaText(store.mediaDir, file, read.vtt);
  return file;
}

/** POST: a file in a language the item has none in (409 CAPTION_EXISTS otherwise). */
export async function addTextTrack(
  store: Store,
  kind: ItemKind,
  itemId: string,
  userId: string,
  body: TextTrackAdd,
): Promise<TextTrack> {
  const language = canonicalLanguage(body.language) ?? body.language;
  const exists = () => tracksOf(store, kind, itemId).some(byLanguage(language));
  ownedItem(store, kind, itemId, userId);
  if (exists()) throw alreadyThere(language);
  const file = await storeText(store, kind, `${itemId}-${language}`, body.text);
  // Checked again after the await: another request may have added the language meanwhile.
  if (exists()) {
    await removeMedia(store.mediaDir, file);
    throw alreadyThere(language);
  }
  const record: TextTrackRecord = {
    _id: newId(),
    itemKind: kind,
    itemId,
    language,
    label: body.label || languageName(language),
    file,
    updatedAt: nowIso(),
  };
  store.data.textTracks.push(record);
  await store.write();
  return toTextTrack(record);
}

const alreadyThere = (language: string) =>
  new DomainError(
    ErrorCode.CAPTION_EXISTS,
    `There is a file in ${languageName(language)} already: replace it, or remove it first`,
    { language },
  );

const missingLanguage = () => new DomainError(ErrorCode.NOT_FOUND, 'No file in that language');

/** PUT: the file of a language that has one, replaced (its label kept unless a new one comes). */
export async function replaceTextTrack(
  store: Store,
  kind: ItemKind,
  itemId: string,
  language: string,
  userId: string,
  body: TextTrackReplace,
): Promise<TextTrack> {
  ownedItem(store, kind, itemId, userId);
  const find = () => tracksOf(store, kind, itemId).find(byLanguage(language));
  const before = find();
  if (!before) throw missingLanguage();
  const file = await storeText(store, kind, `${itemId}-${before.language}`, body.text);
  const record = find();
  if (!record) {
    await removeMedia(store.mediaDir, file);
    throw missingLanguage();
  }
  const old = record.file;
  record.file = file;
  if (body.label) record.label = body.label;
  record.updatedAt = nowIso();
  await store.write();
  await removeMedia(store.mediaDir, old);
  return toTextTrack(record);
}

/** DELETE: the file of a language removed. */
export async function removeTextTrack(
  store: Store,
  kind: ItemKind,
  itemId: string,
  language: string,
  userId: string,
) {
  ownedItem(store, kind, itemId, userId);
  const record = tracksOf(store, kind, itemId).find(byLanguage(language));
  if (!record) throw missingLanguage();
  store.data.textTracks.splice(store.data.textTracks.indexOf(record), 1);
  await store.write();
  await removeMedia(store.mediaDir, record.file);
  return { language: record.language, deleted: true as const };
}
