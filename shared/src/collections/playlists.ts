import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { idParamsSchema, idSchema, isoDateSchema } from '../common/primitives.js';
import { entryIdSchema, itemEntrySchema, itemRefSchema } from './items.js';
import { visibilitySchema } from '../content/visibility.js';

export const PLAYLIST_ITEM_LIMIT = 5000;
export const PLAYLISTS_PER_USER = 200;
export const PLAYLIST_TITLE_MAX = 200;
export const PLAYLIST_DESCRIPTION_MAX = 5000;

/** Public: anyone, and listed on the creator's page; unlisted: anyone with the link; private: its owner. */

/**
 * The lists every signed-in user has without making them; they cannot be renamed or deleted.
 * Liked lists what the user likes (where the provider has likes), the newest like first: it
 * changes by liking and unliking, not by the playlist calls.
 */
export const builtInListSchema = z.enum(['watch-later', 'liked']);
export type BuiltInList = z.infer<typeof builtInListSchema>;

const title = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Give the playlist a title'),
    z.maxLength(PLAYLIST_TITLE_MAX, `At most ${PLAYLIST_TITLE_MAX} characters`),
  );
const description = z
  .string()
  .check(z.maxLength(PLAYLIST_DESCRIPTION_MAX, `At most ${PLAYLIST_DESCRIPTION_MAX} characters`));

const summaryFields = {
  _id: idSchema,
  title: z.string(),
  description: z.string(),
  visibility: visibilitySchema,
  builtIn: z.optional(builtInListSchema),
  owner: z.object({ _id: idSchema, name: z.string() }),
  itemCount: z.int().check(z.nonnegative()),
  /** Seconds of what plays (videos and tracks whose length is known). */
  duration: z.number().check(z.nonnegative()),
  /** Minutes of what is read (books, stories, poems), estimated. */
  readingMinutes: z.int().check(z.nonnegative()),
  /** Up to four picture paths under /api, of the first items that have one: the cover. */
  coverPaths: z.array(z.string()),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
};

export const playlistSummarySchema = z.object(summaryFields);
export type PlaylistSummary = z.infer<typeof playlistSummarySchema>;

export const playlistSchema = z.object({ ...summaryFields, items: z.array(itemEntrySchema) });
export type Playlist = z.infer<typeof playlistSchema>;

export const playlistListSchema = z.object({ playlists: z.array(playlistSummarySchema) });
export type PlaylistList = z.infer<typeof playlistListSchema>;

export const playlistCreateSchema = z.object({
  title,
  description: z.optional(description),
  visibility: z.optional(visibilitySchema),
});
export type PlaylistCreate = z.infer<typeof playlistCreateSchema>;

export const playlistPatchSchema = z
  .object({
    title: z.optional(title),
    description: z.optional(description),
    visibility: z.optional(visibilitySchema),
  })
  .check(
    z.refine(
      (patch) =>
        patch.title !== undefined ||
        patch.description !== undefined ||
        patch.visibility !== undefined,
      'Change at least one field',
    ),
  );
export type PlaylistPatch = z.infer<typeof playlistPatchSchema>;

export const playlistOrderSchema = z.object({
  /** Every entry of the playlist, each once, in the new order. */
  entryIds: z.array(entryIdSchema).check(z.maxLength(PLAYLIST_ITEM_LIMIT)),
});

const entryParamsSchema = z.object({ id: idSchema, entryId: entryIdSchema });

const ownerOnly = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
};

const NOT_YOURS = ' A playlist of another account answers 404, as one that does not exist.';

/** Playlists of any kind of item (docs/product.md section 10, issue 55). */
export const playlistCalls = {
  mine: defineCall({
    method: 'GET',
    path: '/api/me/playlists',
    summary: "The signed-in user's playlists, Watch later and Liked first, then the newest changed",
    scope: 'extension',
    feature: 'playlists',
    auth: true,
    responses: { 200: playlistListSchema, 401: errorBodySchema },
  }),
  ofUser: defineCall({
    method: 'GET',
    path: '/api/users/:id/playlists',
    summary: "A user's public playlists, the newest changed first",
    description: 'Unlisted and private playlists are left out; an unknown user answers 404.',
    scope: 'extension',
    feature: 'playlists',
    params: idParamsSchema,
    responses: { 200: playlistListSchema, 400: errorBodySchema, 404: errorBodySchema },
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/playlists',
    summary: 'Creates a playlist (private unless said)',
    description: `At most ${PLAYLISTS_PER_USER} playlists per account: beyond, 409 \`LIMIT_REACHED\`.`,
    scope: 'extension',
    feature: 'playlists',
    auth: true,
    body: playlistCreateSchema,
    responses: {
      201: playlistSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      409: errorBodySchema,
    },
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/playlists/:id',
    summary: 'A playlist with its items',
    description:
      "A private playlist answers 404 to anyone but its owner; an unlisted one answers anyone who has its id (its link). Items the catalogue no longer has, or does not show this reader (another's private item; another's unlisted one, but to the playlist's owner), are listed with `available: false` and no detail.",
    scope: 'extension',
    feature: 'playlists',
    auth: false,
    params: idParamsSchema,
    responses: { 200: playlistSchema, 400: errorBodySchema, 404: errorBodySchema },
  }),
  update: defineCall({
    method: 'PATCH',
    path: '/api/playlists/:id',
    summary: 'Renames a playlist, or changes its description or who may see it',
    description: `Its owner only.${NOT_YOURS} A built-in list keeps its title (409 \`BUILT_IN_LIST\`).`,
    scope: 'extension',
    feature: 'playlists',
    auth: true,
    params: idParamsSchema,
    body: playlistPatchSchema,
    responses: { 200: playlistSchema, ...ownerOnly, 409: errorBodySchema },
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/playlists/:id',
    summary: 'Deletes a playlist',
    description: `Its owner only.${NOT_YOURS} A built-in list cannot be deleted (409 \`BUILT_IN_LIST\`).`,
    scope: 'extension',
    feature: 'playlists',
    auth: true,
    params: idParamsSchema,
    responses: { 200: z.object({ deleted: idSchema }), ...ownerOnly, 409: errorBodySchema },
  }),
  addItem: defineCall({
    method: 'POST',
    path: '/api/playlists/:id/items',
    summary: 'Adds an item at the end of a playlist',
    description: `Its owner only.${NOT_YOURS} An item the catalogue does not have, or keeps private to another account, answers 404; at most ${PLAYLIST_ITEM_LIMIT} items (409 \`LIMIT_REACHED\`).`,
    scope: 'extension',
    feature: 'playlists',
    auth: true,
    params: idParamsSchema,
    body: itemRefSchema,
    responses: { 201: playlistSchema, ...ownerOnly, 409: errorBodySchema },
  }),
  removeItem: defineCall({
    method: 'DELETE',
    path: '/api/playlists/:id/items/:entryId',
    summary: 'Removes one entry from a playlist',
    description: `Its owner only.${NOT_YOURS} An entry the playlist does not have answers 404.`,
    scope: 'extension',
    feature: 'playlists',
    auth: true,
    params: entryParamsSchema,
    responses: { 200: playlistSchema, ...ownerOnly },
  }),
  order: defineCall({
    method: 'PUT',
    path: '/api/playlists/:id/order',
    summary: 'Puts the entries of a playlist in a new order',
    description: `Its owner only.${NOT_YOURS} The list must name every entry the playlist has now, each once; otherwise (an entry added or removed meanwhile) 409 \`ORDER_MISMATCH\` and nothing changes.`,
    scope: 'extension',
    feature: 'playlists',
    auth: true,
    params: idParamsSchema,
    body: playlistOrderSchema,
    responses: { 200: playlistSchema, ...ownerOnly, 409: errorBodySchema },
  }),
} as const;
