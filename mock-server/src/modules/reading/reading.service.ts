import type {
  CreateHighlightBody,
  Highlight,
  ReadingPlace,
  ReadingPlaceBody,
  UpdateHighlightBody,
} from '@inkreel/shared';
import { newId, nowIso } from '../../db/ids.js';
import type { HighlightRecord, ReadingPlaceRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { notFound } from '../../domain-error.js';
import { visibleTo } from '../content/content.service.js';

/**
 * Reading places and highlights (issue 56): each user's own, per book. Another user's highlight
 * is answered as a missing one, so ids reveal nothing.
 */
function requireBook(store: Store, bookId: string, userId: string): void {
  // A private book is its uploader's alone (the manage feature): anyone else's 404 as unknown.
  const book = store.index.bookById(bookId);
  if (!book || !visibleTo(book, userId)) throw notFound('Book');
}

const toPlace = ({ bookId, location, progress, updatedAt }: ReadingPlaceRecord): ReadingPlace => ({
  bookId,
  location,
  progress,
  updatedAt,
});

const toHighlight = ({ userId: _owner, ...highlight }: HighlightRecord): Highlight => highlight;

export function placeOf(store: Store, userId: string, bookId: string): ReadingPlace | null {
  requireBook(store, bookId, userId);
  const found = store.data.readingPlaces.find((p) => p.userId === userId && p.bookId === bookId);
  return found ? toPlace(found) : null;
}

export async function keepPlace(
  store: Store,
  userId: string,
  bookId: string,
  body: ReadingPlaceBody,
): Promise<ReadingPlace> {
  requireBook(store, bookId, userId);
  const places = store.data.readingPlaces;
  const record: ReadingPlaceRecord = { userId, bookId, ...body, updatedAt: nowIso() };
  const at = places.findIndex((p) => p.userId === userId && p.bookId === bookId);
  if (at >= 0) places[at] = record;
  else places.push(record);
  await store.write();
  return toPlace(record);
}

export function highlightsOf(store: Store, userId: string, bookId: string): Highlight[] {
  requireBook(store, bookId, userId);
  return store.data.highlights
    .filter((h) => h.userId === userId && h.bookId === bookId)
    .map(toHighlight);
}

export async function addHighlight(
  store: Store,
  userId: string,
  body: CreateHighlightBody,
): Promise<Highlight> {
  requireBook(store, body.bookId, userId);
  const now = nowIso();
  const record: HighlightRecord = {
    _id: newId(),
    userId,
    bookId: body.bookId,
    location: body.location,
    text: body.text,
    color: body.color,
    note: body.note ?? '',
    createdAt: now,
    updatedAt: now,
  };
  store.data.highlights.push(record);
  await store.write();
  return toHighlight(record);
}

function ownHighlight(store: Store, userId: string, id: string): HighlightRecord {
  const found = store.data.highlights.find((h) => h._id === id && h.userId === userId);
  if (!found) throw notFound('Highlight');
  return found;
}

export async function updateHighlight(
  store: Store,
  userId: string,
  id: string,
  body: UpdateHighlightBody,
): Promise<Highlight> {
  const record = ownHighlight(store, userId, id);
  if (body.color !== undefined) record.color = body.color;
  if (body.note !== undefined) record.note = body.note;
  record.updatedAt = nowIso();
  await store.write();
  return toHighlight(record);
}

export async function deleteHighlight(store: Store, userId: string, id: string): Promise<void> {
  const record = ownHighlight(store, userId, id);
  store.data.highlights = store.data.highlights.filter((h) => h !== record);
  await store.write();
}
