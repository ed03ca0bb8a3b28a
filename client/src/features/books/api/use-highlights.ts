import {
  HIGHLIGHT_COLORS,
  pathUrl,
  type CreateHighlightBody,
  type Highlight,
  type UpdateHighlightBody,
} from '@inkreel/shared';
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import * as z from 'zod/mini';
import { request } from '../../../lib/api/api-client';
import { useExtension } from '../../../lib/api/extensions';
import { useStoredState } from '../../../lib/storage/use-stored-state';
import { useAuth } from '../../../lib/session/auth-context';

/** The reading calls' contracts, with a signed-in reader's first call (reading-contracts.ts). */
const readingContracts = async () => (await import('./reading-contracts')).readingCalls;

/**
 * GET /api/me/highlights?bookId=…'s URL, written out: the read's key before its contract has
 * loaded (use-highlights.test.tsx holds it to `readingCalls.highlights`).
 */
export const highlightsKey = (bookId: string): string =>
  pathUrl('/api/me/highlights', { query: { bookId } });

const storedSchema = z.array(
  z.object({
    _id: z.string(),
    bookId: z.string(),
    location: z.string(),
    text: z.string(),
    color: z.enum(HIGHLIGHT_COLORS),
    note: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);

export interface Highlights {
  list: Highlight[];
  add: (body: Omit<CreateHighlightBody, 'bookId'>) => Promise<Highlight>;
  update: (id: string, body: UpdateHighlightBody) => Promise<void>;
  remove: (id: string) => Promise<void>;
}

/**
 * A reader's highlights in one book: kept by the provider for a signed-in user when it offers the
 * reading feature, otherwise in this browser (never shown as an error).
 */
export function useHighlights(bookId: string): Highlights {
  const { user } = useAuth();
  const synced = useExtension('reading') && user !== null;
  const input = { query: { bookId } };
  const key = synced ? highlightsKey(bookId) : null;
  const { data, mutate } = useSWR(
    key,
    async () => request((await readingContracts()).highlights, input),
    {
      revalidateOnFocus: false,
    },
  );
  const [stored, setStored] = useStoredState(`inkreel:book-highlights:${bookId}`, storedSchema, []);

  const add = useCallback(
    async (body: Omit<CreateHighlightBody, 'bookId'>): Promise<Highlight> => {
      if (synced) {
        const made = await request((await readingContracts()).addHighlight, {
          body: { ...body, bookId },
        });
        await mutate();
        return made;
      }
      const now = new Date().toISOString();
      const made: Highlight = {
        _id: crypto.randomUUID().replace(/-/g, '').slice(0, 24),
        bookId,
        location: body.location,
        text: body.text,
        color: body.color,
        note: body.note ?? '',
        createdAt: now,
        updatedAt: now,
      };
      setStored([...stored, made]);
      return made;
    },
    [synced, bookId, mutate, stored, setStored],
  );
  const update = useCallback(
    async (id: string, body: UpdateHighlightBody) => {
      if (synced) {
        await request((await readingContracts()).updateHighlight, { params: { id }, body });
        await mutate();
        return;
      }
      const now = new Date().toISOString();
      setStored(stored.map((h) => (h._id === id ? { ...h, ...body, updatedAt: now } : h)));
    },
    [synced, mutate, stored, setStored],
  );
  const remove = useCallback(
    async (id: string) => {
      if (synced) {
        await request((await readingContracts()).deleteHighlight, { params: { id } });
        await mutate();
        return;
      }
      setStored(stored.filter((h) => h._id !== id));
    },
    [synced, mutate, stored, setStored],
  );
  const list = useMemo(() => (synced ? (data?.highlights ?? []) : stored), [synced, data, stored]);
  return { list, add, update, remove };
}
