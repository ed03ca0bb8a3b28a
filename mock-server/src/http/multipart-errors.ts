import { ErrorCode, MULTIPART_LIMITS as LIMITS } from '@inkreel/shared';
import { HttpError } from './http-error.js';

const KIB = LIMITS.fieldBytes / 1024;
type Refusal = [status: 400 | 413, code: ErrorCode, message: string];
const malformed = (what: string): Refusal => [
  400,
  ErrorCode.VALIDATION_FAILED,
  `The multipart body is malformed: ${what}`,
];

/**
 * Every code multer 2.5 gives its errors (lib/multer-error.js; @types/multer knows eight), with
 * the status and code the OpenAPI document gives it (shared/src/upload/multipart-rules.ts).
 * multipart-errors.test.ts reads multer's own list, so an upgrade that adds a code fails there.
 */
export const MULTER_REFUSALS: ReadonlyMap<string, Refusal> = new Map(
  Object.entries<Refusal>({
    LIMIT_PART_COUNT: malformed('it has more parts than the call takes'),
    LIMIT_FILE_SIZE: [413, ErrorCode.FILE_TOO_LARGE, 'File is too large'],
    LIMIT_FILE_COUNT: malformed('it has more files than the call takes'),
    LIMIT_FIELD_KEY: malformed(`a part's name is longer than ${LIMITS.fieldNameBytes} bytes`),
    LIMIT_FIELD_VALUE: [413, ErrorCode.PAYLOAD_TOO_LARGE, `A text field is longer than ${KIB} KiB`],
    LIMIT_FIELD_COUNT: malformed(`it has more than ${LIMITS.fields} text fields`),
    // multer's fields() says this of a second file under one name too.
    LIMIT_UNEXPECTED_FILE: malformed('a file under a name the call does not take, or a second one'),
    MISSING_FIELD_NAME: malformed('a part has no name'),
    // Two limits the mock does not set, and multer's disk storage (the mock stores its own way).
    LIMIT_FIELD_NESTING: malformed("a part's name nests too deep"),
    LIMIT_FIELD_ARRAY_INDEX: malformed("a part's name holds too large an index"),
    INVALID_FIELD_NAME: malformed("a part's name cannot be a field"),
    STREAM_DESTROYED: malformed('a file broke off'),
  }),
);

/** What busboy says of a body that is not multipart, and multer of a request stream that failed. */
const BUSBOY_MALFORMED =
  /^(Malformed (part header|content type)|Unexpected end of (form|file)|Multipart: Boundary not found|Missing Content-Type|Unsupported content type|Request (aborted|closed|error))/;

/** The reply to an error of multer or busboy (a broken body is the client's), else undefined. */
export function multipartError(error: unknown): HttpError | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, field } = error as Error & { code?: unknown; field?: unknown };
  // multer's errors carry a code, busboy's only a message.
  const busboy = code === undefined && BUSBOY_MALFORMED.test(error.message);
  const refusal = busboy ? malformed(error.message) : MULTER_REFUSALS.get(String(code));
  if (!refusal) return undefined;
  const [status, errorCode, message] = refusal;
  const path = typeof field === 'string' && field !== '' ? field : 'body';
  const details = { ...(path === 'body' ? {} : { field }), issues: [{ path, message }] };
  return new HttpError(status, errorCode, message, details);
}
