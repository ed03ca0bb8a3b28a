import * as z from 'zod/mini';
import { contentTypeSchema, type ContentType } from '../upload/content-types.js';
import {
  artistField,
  authorField,
  contentField,
  DESCRIPTION_MAX_LENGTH,
  descriptionField,
  genreField,
  optionalTagsField,
  titleField,
} from '../upload/forms.js';
import { visibilitySchema } from '../content/visibility.js';
import { idSchema } from '../common/primitives.js';

/**
 * The fields of an edit, kind by kind, with the upload form's rules (shared/src/upload/forms.ts):
 * each field is optional, and only the fields sent change (the last write wins field by field).
 * Unknown fields are refused, so a typo never passes for a change; an empty edit is refused too.
 */
const nothingToChange = (body: object) => Object.keys(body).length > 0;
const NOTHING = 'Nothing to change: send at least one field';

/** A video's tags when edited: text with commas or a list, at least one tag (as at upload). */
const videoTagsField = z.pipe(
  optionalTagsField,
  z.array(z.string()).check(z.minLength(1, 'Tags are required')),
);

/** An audio track has no description at upload; an edit may add one (or empty it). */
const audioDescriptionField = z
  .string()
  .check(
    z.trim(),
    z.maxLength(
      DESCRIPTION_MAX_LENGTH,
      `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`,
    ),
  );

const visibility = z.optional(visibilitySchema);

/** One kind's edit: its own fields and who sees it, each optional, at least one of them sent. */
const editSchema = <T extends z.core.$ZodLooseShape>(fields: T) =>
  z.strictObject({ ...fields, visibility }).check(z.refine(nothingToChange, NOTHING));

export const videoEditSchema = editSchema({
  title: z.optional(titleField),
  description: z.optional(descriptionField),
  tags: z.optional(videoTagsField),
});
export type VideoEdit = z.input<typeof videoEditSchema>;

export const audioEditSchema = editSchema({
  title: z.optional(titleField),
  description: z.optional(audioDescriptionField),
  genre: z.optional(genreField),
  artist: z.optional(artistField),
});
export type AudioEdit = z.input<typeof audioEditSchema>;

export const bookEditSchema = editSchema({
  title: z.optional(titleField),
  description: z.optional(descriptionField),
  author: z.optional(authorField),
});
export type BookEdit = z.input<typeof bookEditSchema>;

export const writingEditSchema = editSchema({
  title: z.optional(titleField),
  content: z.optional(contentField),
  tags: z.optional(optionalTagsField),
});
export type WritingEdit = z.input<typeof writingEditSchema>;

/** Any kind's edit as the provider applies it (tags already split into a list). */
export type ItemEdit = Partial<{
  title: string;
  description: string;
  tags: string[];
  genre: string;
  artist: string;
  author: string;
  content: string;
  visibility: z.infer<typeof visibilitySchema>;
}>;

/**
 * `If-Match: "<version>"`: the edit applies only to the version the editor read; a newer one
 * answers 412 `ITEM_CHANGED`. Without it the edit applies to whatever is there now.
 */
export const IF_MATCH_HEADER = 'if-match';
export const ifMatchHeadersSchema = z.object({
  [IF_MATCH_HEADER]: z
    .optional(
      z.string().check(z.regex(/^(?:W\/)?"\d+"$|^\*$/, 'If-Match must be a quoted version')),
    )
    .register(z.globalRegistry, {
      description:
        'The item\'s `version` in quotes (e.g. `"3"`), as read; a changed item answers 412.',
    }),
});

/** The `If-Match` value naming one version. */
export const ifMatchFor = (version: number): string => `"${version}"`;

/** The version an `If-Match` value names, or null for `*` (any). */
export function versionFromIfMatch(value: string): number | null {
  const match = /"(\d+)"/.exec(value);
  return match ? Number(match[1]) : null;
}

/** The path segment of each kind's calls: `/api/videos/{id}`, `/api/stories/{id}`... */
export const KIND_PATHS: Readonly<Record<ContentType, string>> = {
  video: 'videos',
  audio: 'audios',
  book: 'books',
  poem: 'poems',
  story: 'stories',
};

/** One item named by its kind and id (bulk changes, statistics). */
export const itemRefSchema = z.object({ kind: contentTypeSchema, id: idSchema });
export type ItemRef = z.infer<typeof itemRefSchema>;
