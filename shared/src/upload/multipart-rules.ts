/**
 * What a multipart upload body may hold beyond its fields and files, and how each way of breaking
 * it is refused. The mock provider parses with these limits (http/multipart.ts) and the OpenAPI
 * document states them (openapi/operation.ts), so the two cannot drift.
 */
export const MULTIPART_LIMITS = {
  /** Text fields in one body (the uploads have at most five). */
  fields: 10,
  /** Bytes of one text field's value (a description is at most 5,000 characters). */
  fieldBytes: 64 * 1024,
  /** Bytes of one part's name. */
  fieldNameBytes: 100,
} as const;

/** The refusals of a multipart body, for the document: what breaks it, and the status and code. */
export const MULTIPART_REFUSALS = [
  '400 `VALIDATION_FAILED`: a body that is not well-formed multipart (no boundary, a malformed part header, a truncated body or file), a part without a name or with an empty one, a name longer than ' +
    `${MULTIPART_LIMITS.fieldNameBytes} bytes, more than ${MULTIPART_LIMITS.fields} text fields, a file under a name the call does not take, or two files under one name`,
  `413 \`PAYLOAD_TOO_LARGE\`: a text field longer than ${MULTIPART_LIMITS.fieldBytes / 1024} KiB`,
  '413 `FILE_TOO_LARGE`: a file larger than the provider accepts',
  "415 `UNSUPPORTED_MEDIA_TYPE`: a file whose bytes are not of its field's kind, or a body that is not `multipart/form-data`",
] as const;
