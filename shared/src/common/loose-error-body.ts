/**
 * What a client can rely on in ANY provider's error reply: each field may be missing. docs/product.md
 * reads `message` from most errors and `error` from resend failures; the mock always sends both
 * shapes' fields (errorBodySchema), but a real provider may send either alone.
 */
export interface LooseErrorBody {
  code?: string;
  message?: string;
  error?: string;
}

const FIELDS = ['code', 'message', 'error'] as const;

/**
 * The error fields of a reply's body that are present and are strings; {} for a body that is not
 * an object. Plain code, not a schema: the browser's first page reads error replies without
 * loading zod (docs/decisions/0448).
 */
export function looseErrorBody(body: unknown): LooseErrorBody {
  const found: LooseErrorBody = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return found;
  for (const field of FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string') found[field] = value;
  }
  return found;
}
