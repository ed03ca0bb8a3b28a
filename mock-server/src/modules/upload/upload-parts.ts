import { ErrorCode, type CallContract } from '@inkreel/shared';
import { DomainError } from '../../domain-error.js';
import { extensionFor, sniffFile, type SniffedFormat } from './sniff.js';
import type { UploadedFile } from './upload-input.js';

/** A stored file identified by its bytes. */
export interface StoredPart {
  field: string;
  tempPath: string;
  size: number;
  ext: string;
  format: SniffedFormat;
}

/**
 * Identifies every stored file by its first bytes. A file whose content is not of its field's kind
 * gives 415 (the error handler then removes all of the request's files).
 */
export async function sniffParts(
  call: CallContract,
  files: Readonly<Record<string, UploadedFile>>,
): Promise<Record<string, StoredPart>> {
  const parts: Record<string, StoredPart> = {};
  for (const [field, rule] of Object.entries(call.files ?? {})) {
    const file = files[field];
    if (!file) continue;
    const sniffed = await sniffFile(file.path);
    const ext = extensionFor(sniffed, rule.kind);
    if (!sniffed || !ext) {
      throw new DomainError(
        ErrorCode.UNSUPPORTED_MEDIA_TYPE,
        `The ${field} file's content is not a supported ${rule.kind === 'book' ? 'book (PDF, EPUB or MOBI)' : rule.kind} format`,
        { field },
      );
    }
    parts[field] = { field, tempPath: file.path, size: file.size, ext, format: sniffed.format };
  }
  return parts;
}
