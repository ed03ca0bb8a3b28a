import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import multer from 'multer';
import { describe, expect, it } from 'vitest';
import { MULTER_REFUSALS, multipartError } from './multipart-errors.js';

const MULTER_CODES = [...MULTER_REFUSALS.keys()];

/** The codes multer itself knows, read from its source (it exports the error, not the list). */
function multersOwnCodes(): string[] {
  const file = createRequire(import.meta.url).resolve('multer/lib/multer-error.js');
  const source = readFileSync(file, 'utf8');
  const table = /var errorMessages = \{([^}]*)\}/.exec(source)?.[1] ?? '';
  return [...table.matchAll(/^\s*([A-Z_]+):/gm)].map((match) => match[1] ?? '');
}

describe('multipartError', () => {
  it('knows every code of the installed multer', () => {
    expect(multersOwnCodes().length).toBeGreaterThan(0);
    expect(MULTER_CODES.sort()).toEqual(multersOwnCodes().sort());
  });

  it.each(MULTER_CODES)('answers multer’s %s with a coded 400 or 413', (code) => {
    const error = multipartError(new multer.MulterError(code as 'LIMIT_PART_COUNT', 'title'));
    expect(error).toBeDefined();
    expect([400, 413]).toContain(error?.status);
    expect(error?.toBody()).toMatchObject({
      code: expect.stringMatching(/^(VALIDATION_FAILED|FILE_TOO_LARGE|PAYLOAD_TOO_LARGE)$/),
      message: expect.any(String),
      issues: [{ path: 'title', message: error?.message }],
    });
  });

  it('sends a too-large file or field as 413 with its code', () => {
    expect(multipartError(new multer.MulterError('LIMIT_FILE_SIZE', 'video'))?.toBody()).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'File is too large',
      field: 'video',
      issues: [{ path: 'video', message: 'File is too large' }],
    });
    expect(multipartError(new multer.MulterError('LIMIT_FIELD_VALUE', 'title'))?.status).toBe(413);
  });

  it.each([
    'Malformed part header',
    'Unexpected end of form',
    'Unexpected end of file',
    'Multipart: Boundary not found',
    'Malformed content type',
    'Missing Content-Type',
    'Unsupported content type: text/plain',
  ])('answers busboy’s "%s" with a 400 that quotes it', (message) => {
    expect(multipartError(new Error(message))?.toBody()).toEqual({
      code: 'VALIDATION_FAILED',
      message: `The multipart body is malformed: ${message}`,
      issues: [{ path: 'body', message: `The multipart body is malformed: ${message}` }],
    });
  });

  it('leaves errors that are not multer’s or busboy’s alone', () => {
    expect(multipartError(new Error('ENOSPC: no space left on device'))).toBeUndefined();
    expect(multipartError(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBeUndefined();
    expect(multipartError('Malformed part header')).toBeUndefined();
  });
});
