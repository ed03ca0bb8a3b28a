import type { Request, RequestHandler } from 'express';
import { ErrorCode, type CallContract, type FileKind, type ValidationIssue } from '@inkreel/shared';
import { HttpError } from '../../http/http-error.js';
import { extensionFor, sniffFile, type SniffedFormat } from './sniff.js';

/** A file multer stored for this request, identified by its bytes. */
export interface StoredPart {
  field: string;
  tempPath: string;
  size: number;
  ext: string;
  format: SniffedFormat;
}

function filesOf(req: Request): Record<string, Express.Multer.File[]> {
  const files = req.files;
  return files && !Array.isArray(files) ? files : {};
}

const FILE_LABELS: Record<FileKind, string> = {
  video: 'Video file',
  audio: 'Audio file',
  book: 'Book file',
  image: 'Image',
};

/**
 * 400 naming every missing or invalid field, text and file alike (e.g. `fields: ["description",
 * "video"]`), before anything looks at the files' bytes. The error handler removes stored files.
 */
export function requireParts(call: CallContract): RequestHandler {
  return (req, _res, next) => {
    const issues: ValidationIssue[] = [];
    const parsed = call.body?.safeParse(req.body ?? {});
    if (parsed && !parsed.success) {
      for (const issue of parsed.error.issues) {
        issues.push({ path: issue.path.map(String).join('.') || 'body', message: issue.message });
      }
    }
    const files = filesOf(req);
    for (const [field, rule] of Object.entries(call.files ?? {})) {
      if (rule.required && !files[field]?.length) {
        issues.push({ path: field, message: `${FILE_LABELS[rule.kind]} is required` });
      }
    }
    if (issues.length === 0) return next();
    const fields = [...new Set(issues.map((issue) => issue.path.split('.')[0] ?? issue.path))];
    next(
      new HttpError(
        400,
        ErrorCode.VALIDATION_FAILED,
        `Missing or invalid fields: ${fields.join(', ')}`,
        {
          fields,
          issues,
        },
      ),
    );
  };
}

/**
 * Identifies every stored file by its first bytes. A file whose content is not of its field's kind
 * gives 415 (the error handler then removes all of the request's files).
 */
export async function sniffParts(
  call: CallContract,
  req: Request,
): Promise<Record<string, StoredPart>> {
  const parts: Record<string, StoredPart> = {};
  const files = filesOf(req);
  for (const [field, rule] of Object.entries(call.files ?? {})) {
    const file = files[field]?.[0];
    if (!file) continue;
    const sniffed = await sniffFile(file.path);
    const ext = extensionFor(sniffed, rule.kind);
    if (!sniffed || !ext) {
      throw new HttpError(
        415,
        ErrorCode.UNSUPPORTED_MEDIA_TYPE,
        `The ${field} file's content is not a supported ${rule.kind === 'book' ? 'book (PDF, EPUB or MOBI)' : rule.kind} format`,
        { field },
      );
    }
    parts[field] = { field, tempPath: file.path, size: file.size, ext, format: sniffed.format };
  }
  return parts;
}
