import * as z from 'zod/mini';

export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const CONTENT_MAX_LENGTH = 100_000;
export const TAGS_MAX_LENGTH = 500;
export const SHORT_FIELD_MAX_LENGTH = 200;

const required = (label: string, max: number, missing = `${label} is required`) =>
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

const requiredTags = required('Tags', TAGS_MAX_LENGTH, 'Tags are required').check(
  z.refine((tags) => splitTags(tags).length > 0, 'Tags are required'),
);

export const videoUploadFieldsSchema = z.object({
  title: required('Title', TITLE_MAX_LENGTH),
  description: required('Description', DESCRIPTION_MAX_LENGTH),
  tags: requiredTags,
  fileSize,
});
export type VideoUploadFields = z.infer<typeof videoUploadFieldsSchema>;

export const audioUploadFieldsSchema = z.object({
  title: required('Title', TITLE_MAX_LENGTH),
  genre: required('Genre', SHORT_FIELD_MAX_LENGTH),
  artist: required('Artist', SHORT_FIELD_MAX_LENGTH),
  fileSize,
});
export type AudioUploadFields = z.infer<typeof audioUploadFieldsSchema>;

export const bookUploadFieldsSchema = z.object({
  title: required('Title', TITLE_MAX_LENGTH),
  description: required('Description', DESCRIPTION_MAX_LENGTH),
  author: required('Author', SHORT_FIELD_MAX_LENGTH),
  fileSize,
});
export type BookUploadFields = z.infer<typeof bookUploadFieldsSchema>;

/** Poems and stories: tags are optional, as a comma-separated string or an array. */
export const writingBodySchema = z.object({
  title: required('Title', TITLE_MAX_LENGTH),
  content: required('Content', CONTENT_MAX_LENGTH),
  tags: z.pipe(
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
  ),
});
export type WritingBody = z.input<typeof writingBodySchema>;
