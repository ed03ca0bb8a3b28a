import { ErrorCode, MULTIPART_LIMITS } from '@inkreel/shared';
import { HttpError } from './http-error.js';

/**
 * Every code multer 2.5 gives its errors (lib/multer-error.js; @types/multer lists only the first
 * eight). multipart-errors.test.ts reads multer's own list, so an upgrade that adds one fails there.
 */
export const MULTER_CODES = [
  'LIMIT_PART_COUNT',
  'LIMIT_FILE_SIZE',
  'LIMIT_FILE_COUNT',
  'LIMIT_FIELD_KEY',
  'LIMIT_FIELD_VALUE',
  'LIMIT_FIELD_COUNT',
  'LIMIT_UNEXPECTED_FILE',
  'MISSING_FIELD_NAME',
  'LIMIT_FIELD_NESTING',
  'LIMIT_FIELD_ARRAY_INDEX',
  'INVALID_FIELD_NAME',
  'STREAM_DESTROYED',
] as const;
type MulterCode = (typeof MULTER_CODES)[number];

interface Refusal {
  status: 400 | 413;
  code: ErrorCode;
  message: string;
}

const malformed = (what: string): Refusal => ({
  status: 400,
  code: ErrorCode.VALIDATION_FAILED,
  message: `The multipart body is malformed: ${what}`,
});

/**
 * What each multer code means for the client, with the statuses and codes the OpenAPI document
 * gives a multipart body (shared/src/upload/multipart-rules.ts). Typed as a full record, so a code
 * added to the list does not compile until it has its reply.
 */
const MULTER_REFUSALS: Readonly<Record<MulterCode, Refusal>> = {
  LIMIT_PART_COUNT: malformed('it has more parts than the call takes'),
  LIMIT_FILE_SIZE: { status: 413, code: ErrorCode.FILE_TOO_LARGE, message: 'File is too large' },
  LIMIT_FILE_COUNT: malformed('it has more files than the call takes (one per file field)'),
  LIMIT_FIELD_KEY: malformed(
    `a part's name is longer than ${MULTIPART_LIMITS.fieldNameBytes} bytes`,
  ),
  LIMIT_FIELD_VALUE: {
    status: 413,
    code: ErrorCode.PAYLOAD_TOO_LARGE,
    message: `A text field is longer than ${MULTIPART_LIMITS.fieldBytes / 1024} KiB`,
  },
  LIMIT_FIELD_COUNT: malformed(`it has more than ${MULTIPART_LIMITS.fields} text fields`),
  // multer's fields() says this of a second file under one name too.
  LIMIT_UNEXPECTED_FILE: malformed(
    'a file is sent under a name the call does not take, or a second file under one name',
  ),
  MISSING_FIELD_NAME: malformed('a part has no name'),
  // The two below need limits the mock does not set; should one be set, the reply is ready.
  LIMIT_FIELD_NESTING: malformed("a part's name nests too deep"),
  LIMIT_FIELD_ARRAY_INDEX: malformed("a part's name holds too large an index"),
  INVALID_FIELD_NAME: malformed("a part's name cannot be a field"),
  // multer's disk storage only (the mock stores its own way); a file stream that broke off.
  STREAM_DESTROYED: malformed('a file broke off'),
};

/**
 * What busboy (under multer) says of a body that is not well-formed multipart, and what multer
 * says when the request stream fails under it. These errors carry no code, only a message.
 */
const BUSBOY_MALFORMED =
  /^(Malformed (part header|content type|urlencoded form)|Unexpected end of (form|file)|Multipart: Boundary not found|Missing Content-Type|Unsupported content type|Request (aborted|closed|error))/;

const isMulterCode = (code: unknown): code is MulterCode =>
  typeof code === 'string' && (MULTER_CODES as readonly string[]).includes(code);

/**
 * The reply to an error multer or busboy passed on while reading a multipart body, or undefined
 * when the error is not theirs. A broken body is the client's: a 400 or 413, never a 500.
 */
export function multipartError(error: unknown): HttpError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, field } = error as { code?: unknown; field?: unknown };
  let refusal: Refusal | undefined;
  if (isMulterCode(code)) refusal = MULTER_REFUSALS[code];
  else if (error instanceof Error && code === undefined && BUSBOY_MALFORMED.test(error.message))
    refusal = malformed(error.message);
  if (!refusal) return undefined;
  const path = typeof field === 'string' && field !== '' ? field : 'body';
  return new HttpError(refusal.status, refusal.code, refusal.message, {
    ...(path !== 'body' ? { field: path } : {}),
    issues: [{ path, message: refusal.message }],
  });
}
