import {
  artistField,
  authorField,
  CONTENT_MAX_LENGTH,
  contentField,
  DESCRIPTION_MAX_LENGTH,
  descriptionField,
  genreField,
  requiredTagsField,
  SHORT_FIELD_MAX_LENGTH,
  TAGS_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  titleField,
  visibilitySchema,
  type ContentType,
  type ItemEdit,
  type Visibility,
} from '@inkreel/shared';
import * as z from 'zod/mini';
import type { ManagedItem } from '../api/manage-calls';

export type EditFieldName =
  | 'title'
  | 'description'
  | 'tags'
  | 'genre'
  | 'artist'
  | 'author'
  | 'content';

export interface EditField {
  name: EditFieldName;
  label: string;
  maxLength: number;
  multiline?: boolean;
  optional?: boolean;
  hint?: string;
}

const title: EditField = { name: 'title', label: 'Title', maxLength: TITLE_MAX_LENGTH };
const description: EditField = {
  name: 'description',
  label: 'Description',
  maxLength: DESCRIPTION_MAX_LENGTH,
  multiline: true,
};
const tags = (optional: boolean): EditField => ({
  name: 'tags',
  label: 'Tags',
  maxLength: TAGS_MAX_LENGTH,
  optional,
  hint: 'Separate tags with commas.',
});
const short = (name: 'genre' | 'artist' | 'author', label: string): EditField => ({
  name,
  label,
  maxLength: SHORT_FIELD_MAX_LENGTH,
});
const content: EditField = {
  name: 'content',
  label: 'Content',
  maxLength: CONTENT_MAX_LENGTH,
  multiline: true,
};

/** The fields each kind's creator may edit: the upload form's (an audio track's description too). */
export const EDIT_FIELDS: Readonly<Record<ContentType, readonly EditField[]>> = {
  video: [title, description, tags(false)],
  audio: [
    title,
    short('genre', 'Genre'),
    short('artist', 'Artist'),
    { ...description, optional: true },
  ],
  book: [title, short('author', 'Author'), description],
  story: [title, content, tags(true)],
  poem: [title, content, tags(true)],
};

const visibility = visibilitySchema;
const tagsText = z
  .string()
  .check(z.maxLength(TAGS_MAX_LENGTH, `Tags must be at most ${TAGS_MAX_LENGTH} characters`));

/**
 * The edit form's values checked with the upload form's rules (shared/src/upload/forms.ts): the
 * fields as typed, tags as one text. The provider checks the edit itself with the same rules.
 */
export const EDIT_FORM_SCHEMAS = {
  video: z.object({
    title: titleField,
    description: descriptionField,
    tags: requiredTagsField,
    visibility,
  }),
  audio: z.object({
    title: titleField,
    genre: genreField,
    artist: artistField,
    description: z
      .string()
      .check(
        z.maxLength(
          DESCRIPTION_MAX_LENGTH,
          `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`,
        ),
      ),
    visibility,
  }),
  book: z.object({
    title: titleField,
    description: descriptionField,
    author: authorField,
    visibility,
  }),
  story: z.object({ title: titleField, content: contentField, tags: tagsText, visibility }),
  poem: z.object({ title: titleField, content: contentField, tags: tagsText, visibility }),
} as const;

export type EditValues = Record<EditFieldName, string> & { visibility: Visibility };

/** The form's values as the item has them now. */
export function valuesOf({ item }: ManagedItem): EditValues {
  const text = item as unknown as Partial<Record<EditFieldName, unknown>>;
  const field = (name: EditFieldName) => (typeof text[name] === 'string' ? text[name] : '');
  return {
    title: item.title,
    description: field('description'),
    tags: Array.isArray(item.tags) ? item.tags.join(', ') : '',
    genre: field('genre'),
    artist: field('artist'),
    author: field('author'),
    content: field('content'),
    visibility: item.visibility ?? 'public',
  };
}

const same = (name: EditFieldName, a: string, b: string) =>
  name === 'tags'
    ? a
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
        .join(',') ===
      b
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
        .join(',')
    : a.trim() === b.trim();

/** Only what changed since the form was opened: the edit sends those fields and no others. */
export function changesOf(kind: ContentType, before: EditValues, now: EditValues): ItemEdit {
  // Tags go as the text typed (the provider splits them, as at upload).
  const changes: Record<string, string> = {};
  for (const { name } of EDIT_FIELDS[kind]) {
    if (!same(name, before[name], now[name]))
      changes[name] = name === 'content' ? now[name] : now[name].trim();
  }
  if (before.visibility !== now.visibility) changes.visibility = now.visibility;
  return changes;
}
