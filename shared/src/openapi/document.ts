import { createDocument, type ZodOpenApiOverride, type ZodOpenApiPathsObject } from 'zod-openapi';
import { allCalls } from '../all-calls.js';
import { loginResponseSchema } from '../auth/calls.js';
import { userSchema } from '../auth/user.js';
import { errorBodySchema } from '../common/error-body.js';
import { paginationSchema } from '../common/primitives.js';
import { audioSchema, bookSchema, videoSchema, writingSchema } from '../content/entities.js';
import { planSchema } from '../subscription/calls.js';
import { insufficientBalanceBodySchema } from '../upload/calls.js';
import { errorCodeTable } from './error-docs.js';
import type { HttpMethod } from '../common/contract.js';
import { EXTENSION_TAG, headOperationOf, operationOf, toOpenApiPath } from './operation.js';
import { REALTIME_SECTION, realtimeComponents, realtimeSection } from './realtime.js';
import { securitySchemes } from './security.js';

// The mock provider maps a coded error to its status with the same table (http/error-status.ts).
export { errorCodeDocs } from './error-docs.js';

export const OPENAPI_VERSION = '3.1.0';

const DESCRIPTION = `The calls of docs/product.md section 7, generated from the zod contracts in \`shared/\`.

Every call may send cookies and \`Authorization: Bearer <token>\` (empty when signed out). Request bodies are JSON except the three file uploads (multipart). Every error reply is JSON \`{ code, message, ...details }\`:

${errorCodeTable()}

Operations tagged *${EXTENSION_TAG}* (and marked \`x-inkreel-extension: true\`) are not in docs/product.md: the mock provider adds them. Media files are served at \`/api\` + an entity's \`videoUrl\`, \`audioUrl\`, \`artworkUrl\` or \`thumbnailUrl\` (on this provider the paths tagged *Media files*; it sends no \`thumbnailUrl\`, a video's thumbnail is at \`/api/videos/thumbnail/{id}\`), with HEAD and byte ranges (206, 416). Realtime events are described in \`${REALTIME_SECTION}\`.`;

/** Shapes worth a name in the document (found by identity wherever a call uses them). */
const namedSchemas = {
  User: userSchema,
  LoginResponse: loginResponseSchema,
  Video: videoSchema,
  Audio: audioSchema,
  Book: bookSchema,
  Writing: writingSchema,
  Pagination: paginationSchema,
  Plan: planSchema,
  ErrorBody: errorBodySchema,
  InsufficientBalanceBody: insufficientBalanceBodySchema,
  ...realtimeComponents,
};

/** The formats JSON Schema 2020-12 and the OpenAPI format registry define. */
export const STANDARD_FORMATS: ReadonlySet<string> = new Set(
  ['date-time', 'date', 'time', 'duration', 'email', 'idn-email', 'hostname', 'idn-hostname']
    .concat(['ipv4', 'ipv6', 'uri', 'uri-reference', 'iri', 'iri-reference', 'uuid'])
    .concat(['uri-template', 'json-pointer', 'relative-json-pointer', 'regex'])
    .concat(['int32', 'int64', 'float', 'double', 'password', 'byte', 'binary']),
);

/**
 * What zod renders that the document should not say:
 * - a reply object as `additionalProperties: false` (its output never has unknown keys), but
 *   parsing strips unknown keys rather than refusing them: a provider may send more fields;
 * - a check's own name as a format (`starts_with`, `includes`...), beside the `pattern` that
 *   states the rule: a validator or generator does not know such a format.
 */
const documentOverrides: ZodOpenApiOverride = ({ jsonSchema, io }) => {
  if (io === 'output' && jsonSchema.additionalProperties === false) {
    delete jsonSchema.additionalProperties;
  }
  if (typeof jsonSchema.format === 'string' && !STANDARD_FORMATS.has(jsonSchema.format)) {
    delete jsonSchema.format;
  }
};

const methodKey = (method: HttpMethod) =>
  method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The OpenAPI 3.1 document of every documented call (dev-only routes are left out). */
export function buildOpenApiDocument(): Record<string, unknown> {
  const paths: ZodOpenApiPathsObject = {};
  for (const entry of allCalls) {
    if (entry.call.scope === 'dev') continue;
    const path = toOpenApiPath(entry.call.path);
    const method = methodKey(entry.call.method);
    paths[path] = { ...paths[path], [method]: operationOf(entry) };
    // Files are fetched with HEAD too (a size before the ranges); it is answered wherever GET is.
    if (entry.call.binary && method === 'get') paths[path].head = headOperationOf(entry);
  }
  const tags = [...new Set(allCalls.filter((e) => e.call.scope !== 'dev').map((e) => e.group.tag))];
  const document = createDocument(
    {
      openapi: OPENAPI_VERSION,
      info: { title: 'Inkreel provider API', version: '1.0.0', description: DESCRIPTION },
      tags: [
        ...tags.map((name) => ({ name })),
        { name: EXTENSION_TAG, description: 'Not in docs/product.md: added by the mock provider.' },
      ],
      paths,
      components: { schemas: namedSchemas, securitySchemes },
    },
    { override: documentOverrides },
  );
  return { ...document, [REALTIME_SECTION]: realtimeSection() };
}
