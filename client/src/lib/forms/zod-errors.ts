// lib/forms: one way to build a form: its fields, the contract's rules, the server's errors, busy.
import * as z from 'zod/mini';

// zod/mini leaves its English messages out until asked (docs/decisions/0180); the forms that show
// schema messages load this module, so only their pages carry them.
z.config(z.locales.en());

/** The first message per top-level field of a failed parse, for messages beside the fields. */
export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}
