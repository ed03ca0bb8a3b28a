// lib/forms: one way to build a form: its fields, the contract's rules, the server's errors, busy.
import { ApiError } from '../api/api-client';

/** A refused request's field, and the server's words for it when they are the field's own. */
export interface ServerFieldError {
  name: string;
  /** An issue's own message; undefined when the form's failure text says it. */
  message?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Which of the form's fields a refused request names, if any: the reply's `field` detail (the
 * mock's WRONG_PASSWORD says `currentPassword`), a code the form says belongs to a field (for a
 * provider that sends no `field`), or the first of a VALIDATION_FAILED reply's `issues` whose path
 * (`body.email`) is one of the fields. Undefined for a failure that belongs to the whole form.
 */
export function serverFieldError(
  error: unknown,
  names: readonly string[],
  byCode: Readonly<Partial<Record<string, string>>> = {},
): ServerFieldError | undefined {
  if (!(error instanceof ApiError) || error.isNetworkError) return undefined;
  const body = isRecord(error.body) ? error.body : {};
  if (typeof body.field === 'string' && names.includes(body.field)) return { name: body.field };
  const coded = error.code === undefined ? undefined : byCode[error.code];
  if (coded && names.includes(coded)) return { name: coded };
  const issues = Array.isArray(body.issues) ? body.issues : [];
  for (const issue of issues) {
    if (!isRecord(issue) || typeof issue.path !== 'string' || typeof issue.message !== 'string') {
      continue;
    }
    const name = issue.path.replace(/^body\./, '').split('.')[0] ?? '';
    if (names.includes(name)) return { name, message: issue.message };
  }
  return undefined;
}
