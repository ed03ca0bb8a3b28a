import { z } from 'zod';
import type {
  ZodObjectInput,
  ZodOpenApiContentObject,
  ZodOpenApiOperationObject,
  ZodOpenApiResponseObject,
  ZodOpenApiResponsesObject,
} from 'zod-openapi';
import type { RegisteredCall } from '../all-calls.js';
import {
  bodyIsOptional,
  isUnsafeMethod,
  type CallContract,
  type FileKind,
} from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { documentedStatuses } from '../common/layer-statuses.js';
import { RETRY_AFTER_HEADER } from '../common/headers.js';
import { MULTIPART_REFUSALS } from '../upload/multipart-rules.js';
import { codesForStatus } from './error-docs.js';
import { securityOf, xsrfCookieSchema, xsrfHeaderSchema } from './security.js';

export const EXTENSION_TAG = 'Mock provider extensions';
export const EXTENSION_FLAG = 'x-inkreel-extension';
/** The extension feature an operation belongs to (shared/src/extensions/features.ts). */
export const FEATURE_FLAG = 'x-inkreel-feature';

const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  206: 'Partial content (the requested byte range)',
  303: 'See other (a browser redirect to `Location`)',
  304: 'Not modified (the copy named by If-None-Match or If-Modified-Since is current)',
  400: 'Bad request',
  401: 'Not signed in',
  402: 'Payment required',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  412: 'Precondition failed (If-Match or If-Unmodified-Since)',
  413: 'Too large',
  415: 'Unsupported media type',
  416: 'Range not satisfiable',
  429: 'Too many requests',
};

const FILE_MEDIA_TYPES: Readonly<Record<FileKind, string>> = {
  video: 'video/*',
  audio: 'audio/*',
  book: 'application/pdf, application/epub+zip, application/x-mobipocket-ebook',
  image: 'image/*',
};

const HEADERS: Readonly<Record<number, AnyObject>> = {
  206: z.object({ 'Content-Range': z.string().meta({ description: '`bytes a-b/size`' }) }),
  303: z.object({ Location: z.string().meta({ description: 'Where the browser goes next.' }) }),
  416: z.object({ 'Content-Range': z.string().meta({ description: '`bytes */size`' }) }),
  429: z.object({ [RETRY_AFTER_HEADER]: z.string().meta({ description: 'Seconds to wait.' }) }),
};

const ACCEPT_RANGES = z.literal('bytes').meta({ description: 'Byte ranges are honoured.' });
const CONTENT_LENGTH = z.int().nonnegative().meta({ description: 'Bytes in this body.' });

/**
 * The headers of a file's bytes where the call honours byte ranges (it declares a 206). A whole
 * reply may lack them (a generated placeholder image is not a file); a partial one never does.
 */
const fileHeaders = (partial: boolean): AnyObject =>
  partial
    ? z.object({
        'Accept-Ranges': ACCEPT_RANGES,
        'Content-Length': CONTENT_LENGTH,
        ...HEADERS[206]?._zod.def.shape,
      })
    : z.object({
        'Accept-Ranges': ACCEPT_RANGES.optional(),
        'Content-Length': CONTENT_LENGTH.optional(),
      });

/** Express `:name` segments become OpenAPI `{name}` templates. */
export const toOpenApiPath = (path: string): string => path.replace(/:([A-Za-z_]+)/g, '{$1}');

/** Contract schemas are zod/mini (shared/), the document's own are classic: core types fit both. */
type AnyObject = z.core.$ZodObject;

function asObject(schema: z.core.$ZodType | undefined): AnyObject | undefined {
  return schema instanceof z.core.$ZodObject ? schema : undefined;
}

function mergeObjects(...schemas: (AnyObject | undefined)[]): AnyObject | undefined {
  const present = schemas.filter((s): s is AnyObject => s !== undefined);
  if (present.length === 0) return undefined;
  return present.reduce((all, next) => z.object({ ...all._zod.def.shape, ...next._zod.def.shape }));
}

const MULTIPART_DESCRIPTION = [
  `Every part is named (\`Content-Disposition: form-data; name="…"\`): the fields and files below, each once. Refused:`,
  ...MULTIPART_REFUSALS.map((line) => `- ${line}`),
].join('\n');

const JSON_DESCRIPTION =
  '`application/json` only: a body of another media type is refused with 415 `UNSUPPORTED_MEDIA_TYPE` before it is read.';

function requestBodyOf(call: CallContract): ZodOpenApiOperationObject['requestBody'] {
  if (!call.body && !call.files) return undefined;
  if (!call.multipart) {
    const optional = bodyIsOptional(call);
    return {
      // A call whose body may be empty (logout's `{}`) also takes a request without one.
      required: !optional,
      description: optional
        ? `${JSON_DESCRIPTION} May be left out (no body, no Content-Type).`
        : JSON_DESCRIPTION,
      content: { 'application/json': { schema: call.body ?? z.object({}) } },
    };
  }
  const files = Object.entries(call.files ?? {});
  const fileShape = Object.fromEntries(
    files.map(([name, rule]) => [name, rule.required ? z.file() : z.file().optional()]),
  );
  const schema = z.object({ ...asObject(call.body)?._zod.def.shape, ...fileShape });
  const encoding = Object.fromEntries(
    files.map(([name, rule]) => [name, { contentType: FILE_MEDIA_TYPES[rule.kind] }]),
  );
  return {
    required: true,
    description: MULTIPART_DESCRIPTION,
    content: { 'multipart/form-data': { schema, encoding } },
  };
}

function responseOf(
  call: CallContract,
  status: number,
  schema: z.core.$ZodType,
): ZodOpenApiResponseObject {
  const text = STATUS_TEXT[status] ?? `Status ${status}`;
  if (status >= 400) {
    const codes = codesForStatus(status).map((code) => `\`${code}\``);
    const description =
      codes.length > 0 ? `${text} (codes that come with ${status}: ${codes.join(', ')})` : text;
    return { description, content: { 'application/json': { schema } }, headers: HEADERS[status] };
  }
  if (status === 304) return { description: text };
  // A browser navigation's redirect has no body, only where to go.
  if (status === 303) return { description: text, headers: HEADERS[303] };
  if (!call.binary) return { description: text, content: { 'application/json': { schema } } };
  const ranged = call.responses[206] !== undefined;
  const headers = ranged ? fileHeaders(status === 206) : HEADERS[status];
  const bytes = { schema: { type: 'string' as const, format: 'binary' } };
  const content: ZodOpenApiContentObject = Object.fromEntries(
    (call.produces ?? ['application/octet-stream']).map((type) => [type, bytes]),
  );
  return { description: text, content, headers };
}

function definedOnly(
  params: Record<string, AnyObject | undefined>,
): Record<string, ZodObjectInput> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, AnyObject] => entry[1] !== undefined),
  );
}

/** One operation of the document, from one registered call. */
export function operationOf({ id, group, call }: RegisteredCall): ZodOpenApiOperationObject {
  const unsafe = isUnsafeMethod(call.method);
  // The contract's statuses, and those of the shared layers (XSRF, validation, auth, sizes).
  const responses = Object.fromEntries(
    documentedStatuses(call).map((status) => [
      String(status),
      responseOf(call, status, call.responses[status] ?? errorBodySchema),
    ]),
  ) as ZodOpenApiResponsesObject;
  const extension = call.scope === 'extension';
  return {
    operationId: id,
    summary: call.summary ?? `${call.method} ${call.path}`,
    ...(call.description || extension
      ? {
          description: [
            call.description,
            extension ? 'Not in docs/product.md section 7: added by the mock provider.' : undefined,
          ]
            .filter(Boolean)
            .join('\n\n'),
        }
      : {}),
    tags: extension ? [group.tag, EXTENSION_TAG] : [group.tag],
    ...(extension ? { [EXTENSION_FLAG]: true } : {}),
    ...(call.feature ? { [FEATURE_FLAG]: call.feature } : {}),
    requestParams: definedOnly({
      path: asObject(call.params),
      query: asObject(call.query),
      header: mergeObjects(asObject(call.headers), unsafe ? xsrfHeaderSchema : undefined),
      cookie: unsafe ? xsrfCookieSchema : undefined,
    }),
    requestBody: requestBodyOf(call),
    responses,
    security: securityOf(call),
  };
}

/** HEAD on a call that answers bytes: the statuses and headers of its GET, without the bodies. */
export function headOperationOf(entry: RegisteredCall): ZodOpenApiOperationObject {
  const get = operationOf(entry);
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, reply] of Object.entries(get.responses as Record<string, object>)) {
    const bodiless: ZodOpenApiResponseObject = { ...(reply as ZodOpenApiResponseObject) };
    delete bodiless.content;
    responses[status] = bodiless;
  }
  return {
    ...get,
    operationId: `${entry.id}.head`,
    summary: `The headers of: ${get.summary ?? entry.call.path}`,
    responses,
  };
}
