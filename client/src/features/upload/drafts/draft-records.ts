import { contentTypeSchema, type ContentType } from '@inkreel/shared';
import * as z from 'zod/mini';
import type { UploadFormState } from '../model/form-state';
import { TYPE_CONFIG, type FileFieldName, type TextFieldName } from '../model/upload-config';
import { fileProblem } from '../model/validate';

/**
 * Files larger than this (main file and image together) are not kept in a draft: copying a
 * multi-gigabyte video into the browser's storage on every change would cost more than picking
 * it again. Stored files above it (an older limit, a tampered store) are dropped on load.
 */
export const DRAFT_FILE_LIMIT_BYTES = 256 * 1024 * 1024;
/** Longest text kept per field (a long story fits; a runaway paste does not fill the store). */
export const DRAFT_TEXT_LIMIT = 500_000;

const TEXT_NAMES = [
  'title',
  'description',
  'tags',
  'genre',
  'artist',
  'author',
  'content',
] as const satisfies readonly TextFieldName[];

/** Type and text fields: small, rewritten while the user types. */
export const storedFieldsSchema = z.object({
  v: z.literal(1),
  savedAt: z.number(),
  type: contentTypeSchema,
  text: z.partialRecord(z.enum(TEXT_NAMES), z.string().check(z.maxLength(DRAFT_TEXT_LIMIT))),
});
export type StoredFields = z.infer<typeof storedFieldsSchema>;

/** One chosen file, kept under its own key so typing never copies its bytes again. */
export const storedFileSchema = z.object({
  v: z.literal(1),
  name: z.string().check(z.minLength(1), z.maxLength(1000)),
  type: z.string().check(z.maxLength(255)),
  lastModified: z.number(),
  size: z.int().check(z.nonnegative()),
  blob: z.instanceof(Blob),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

export type DraftForm = Pick<UploadFormState, 'type' | 'text' | 'file' | 'image'>;

/** Is there anything worth keeping? A blank form (even of another type) is no draft. */
export function hasDraftContent(form: DraftForm): boolean {
  return Boolean(form.file || form.image || Object.values(form.text).some((v) => v.trim()));
}

export function toStoredFields(form: DraftForm, now: number): StoredFields {
  const text = Object.fromEntries(
    TEXT_NAMES.filter((name) => form.text[name]).map((name) => [name, form.text[name]]),
  );
  return { v: 1, savedAt: now, type: form.type, text };
}

export function toStoredFile(file: File): StoredFile {
  return {
    v: 1,
    name: file.name,
    type: file.type,
    lastModified: file.lastModified,
    size: file.size,
    blob: file,
  };
}

/** Why part of a stored draft was dropped on load. */
export type DropReason = 'unreadable' | 'too-large';

/**
 * A stored file back as a File for `slot` of `type`, or why it cannot be used: not a file record,
 * bytes missing or cut short, too large, or a kind the slot refuses.
 */
export function fromStoredFile(
  type: ContentType,
  slot: FileFieldName,
  raw: unknown,
): File | DropReason {
  const parsed = storedFileSchema.safeParse(raw);
  if (!parsed.success) return 'unreadable';
  const { blob, name, size, lastModified } = parsed.data;
  if (size > DRAFT_FILE_LIMIT_BYTES) return 'too-large';
  if (blob.size !== size) return 'unreadable';
  const kind = TYPE_CONFIG[type][slot]?.kind;
  if (!kind) return 'unreadable';
  const file = new File([blob], name, { type: parsed.data.type, lastModified });
  return fileProblem(kind, file) ? 'unreadable' : file;
}
