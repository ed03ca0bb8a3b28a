import {
  audioUploadFieldsSchema,
  bookUploadFieldsSchema,
  FILE_KIND_MESSAGES,
  fileMatchesKind,
  videoUploadFieldsSchema,
  writingBodySchema,
  type ContentType,
  type FileKind,
} from '@inkreel/shared';
import type * as z from 'zod/mini';
import type { FieldErrors, UploadFormState } from './form-state';
import { TYPE_CONFIG, type FieldName } from './upload-config';

const TEXT_SCHEMAS: Readonly<Record<ContentType, z.ZodMiniType>> = {
  video: videoUploadFieldsSchema,
  audio: audioUploadFieldsSchema,
  book: bookUploadFieldsSchema,
  poem: writingBodySchema,
  story: writingBodySchema,
};

/** Why a chosen file is refused, or null when it fits the slot (docs/product.md section 5). */
export function fileProblem(kind: FileKind, file: File): string | null {
  if (fileMatchesKind(kind, file)) return null;
  return `"${file.name}" can't be used here. ${FILE_KIND_MESSAGES[kind]}.`;
}

/**
 * Validates the form with the same schemas the provider uses, plus the file rules.
 * Returns one message per invalid field (the first one the schema reports); empty when valid.
 */
export function validateUploadForm(state: UploadFormState): FieldErrors {
  const config = TYPE_CONFIG[state.type];
  const errors: FieldErrors = {};
  const values = Object.fromEntries(config.textFields.map((f) => [f.name, state.text[f.name]]));
  const parsed = TEXT_SCHEMAS[state.type].safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as FieldName | undefined;
      if (name && !errors[name]) errors[name] = issue.message;
    }
  }
  if (config.file) {
    if (!state.file) errors.file = FILE_KIND_MESSAGES[config.file.kind];
    else {
      const problem = fileProblem(config.file.kind, state.file);
      if (problem) errors.file = problem;
    }
  }
  if (config.image && state.image) {
    const problem = fileProblem(config.image.kind, state.image);
    if (problem) errors.image = problem;
  }
  return errors;
}
