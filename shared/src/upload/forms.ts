import * as z from 'zod/mini';
import { visibilitySchema } from '../content/visibility.js';

export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const CONTENT_MAX_LENGTH = 100_000;
export const TAGS_MAX_LENGTH = 500;
export const SHORT_FIELD_MAX_LENGTH = 200;

/** A required text field: trimmed, not empty, at most `max` characters. */
export const requiredText = (label: string, max: number, missing = `${label} is required`) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : `${label} must be text`) })
    .check(
      z.trim(),
      z.minLength(1, missing),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

/** Splits comma-separated tags, trims them and drops empty entries (docs/product.md section 5). */
export function splitTags(tags: string | readonly string[] | undefined): string[] {
  const parts = typeof tags === 'string' ? tags.split(',') : (tags ?? []);
  return parts.map((tag) => tag.trim()).filter((tag) => tag.length > 0);
}

/** Multipart text fields arrive as strings; fileSize is the client's statement of the main file's size. */
const fileSize = z.optional(z.coerce.number().check(z.int(), z.nonnegative()));

/**
 * Who will see the upload (an extension of the manage feature; absent: public). A provider
 * without the feature ignores the field, so the item is public there.
 */
const visibility = z.optional(visibilitySchema);

export const titleField = requiredText('Title', TITLE_MAX_LENGTH);
export const descriptionField = requiredText('Description', DESCRIPTION_MAX_LENGTH);
export const genreField = requiredText('Genre', SHORT_FIELD_MAX_LENGTH);
export const artistField = requiredText('Artist', SHORT_FIELD_MAX_LENGTH);
export const authorField = requiredText('Author', SHORT_FIELD_MAX_LENGTH);
export const contentField = requiredText('Content', CONTENT_MAX_LENGTH);

/** A video's tags: one comma-separated text with at least one tag. */
export const requiredTagsField = requiredText('Tags', TAGS_MAX_LENGTH, 'Tags are required').check(
  z.refine((tags) => splitTags(tags).length > 0, 'Tags are required'),
);

export const videoUploadFieldsSchema = z.object({
  title: titleField,
  description: descriptionField,
  tags: requiredTagsField,
  fileSize,
  visibility,
});
export type VideoUploadFields = z.infer<typeof videoUploadFieldsSchema>;

export const audioUploadFieldsSchema = z.object({
  title: titleField,
  genre: genreField,
  artist: artistField,
  fileSize,
  visibility,
});
export type AudioUploadFields = z.infer<typeof audioUploadFieldsSchema>;

export const bookUploadFieldsSchema = z.object({
  title: titleField,
  description: descriptionField,
  author: authorField,
  fileSize,
  visibility,
});
export type BookUploadFields = z.infer<typeof bookUploadFieldsSchema>;

/** Optional tags, as a comma-separated string or an array, split into a list. */
export const optionalTagsField = z.pipe(
  z.optional(
    z.union(
      [
        z
          .string()
          .check(
            z.maxLength(TAGS_MAX_LENGTH, `Tags must be at most ${TAGS_MAX_LENGTH} characters`),
          ),
        z
          .array(z.string().check(z.maxLength(100, 'A tag must be at most 100 characters')))
          .check(z.maxLength(50, 'At most 50 tags')),
      ],
      { error: 'Tags must be text separated by commas' },
    ),
  ),
  z.transform((tags: string | string[] | undefined) => splitTags(tags)),
);

/** Poems and stories: tags are optional, as a comma-separated string or an array. */
export const writingBodySchema = z.object({
  title: titleField,
  content: contentField,
  tags: optionalTagsField,
  visibility,
});
export type WritingBody = z.input<typeof writingBodySchema>;
