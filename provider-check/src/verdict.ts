import * as z from 'zod/mini';
import type { CallContract } from '@inkreel/shared';
import { NOT_JSON, type Reply } from './http.js';
import { isRecord } from './is-record.js';

export interface Verdict {
  ok: boolean;
  detail: string;
  data?: unknown;
}

// The contracts are zod/mini, which leaves its English messages out until asked.
z.config(z.locales.en());

const MAX_ISSUES = 3;

/** application/json, or a +json type (problem+json), with any parameters. */
const JSON_TYPE = /^application\/([a-z0-9.+-]+\+)?json\s*(;|$)/i;

/** One zod issue's expectation, without zod's "Invalid input: " prefix and long value lists. */
function expectation(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_value' && issue.values.length > 4) {
    const some = issue.values.slice(0, 3).map((v) => JSON.stringify(v));
    return `expected one of ${issue.values.length} values (${some.join(', ')}, …)`;
  }
  return issue.message.replace(/^Invalid [a-z ]+: /i, '');
}

/** zod issues as `path: expected …` (the reply's own field path; `(reply)` for the whole body). */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const lines = issues
    .slice(0, MAX_ISSUES)
    .map((issue) => `${issue.path.map(String).join('.') || '(reply)'}: ${expectation(issue)}`);
  const more = issues.length > MAX_ISSUES ? `; and ${issues.length - MAX_ISSUES} more` : '';
  return lines.join('; ') + more;
}

function errorSummary(reply: Reply): string {
  if (reply.json === NOT_JSON) return reply.text ? ` (${reply.text.slice(0, 60).trim()})` : '';
  const body = isRecord(reply.json) ? reply.json : {};
  const code = typeof body.code === 'string' ? body.code : undefined;
  const message = typeof body.message === 'string' ? body.message : undefined;
  return code || message ? ` (${[code, message].filter(Boolean).join(': ')})` : '';
}

function typeMatches(type: string, patterns: readonly string[]): boolean {
  const bare = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return patterns.some((p) => (p.endsWith('/*') ? bare.startsWith(p.slice(0, -1)) : bare === p));
}

/** Whether a reply keeps its contract: a status the check expects, then the body of that status. */
export function judge(call: CallContract, reply: Reply, expected: readonly number[]): Verdict {
  if (!expected.includes(reply.status)) {
    const want = expected.join(' or ');
    return {
      ok: false,
      detail: `status: expected ${want}, got ${reply.status}${errorSummary(reply)}`,
    };
  }
  const schema = call.responses[reply.status];
  if (!schema) return { ok: false, detail: `status ${reply.status} is not in the contract` };
  // A browser navigation's redirect: no body to read, only where it leads.
  if (reply.status >= 300 && reply.status < 400) {
    const location = reply.headers.get('location');
    return location ? { ok: true, detail: '' } : { ok: false, detail: 'redirect without Location' };
  }
  if (call.binary && reply.status < 300) {
    const type = reply.headers.get('content-type') ?? '';
    if (call.produces && !typeMatches(type, call.produces))
      return {
        ok: false,
        detail: `content-type: expected ${call.produces.join(' or ')}, got "${type}"`,
      };
    if (reply.bytes === 0) return { ok: false, detail: 'body: expected bytes, got an empty body' };
    return { ok: true, detail: `${reply.bytes} bytes, ${type}` };
  }
  if (reply.json === NOT_JSON) {
    const type = reply.headers.get('content-type') ?? 'no content-type';
    return { ok: false, detail: `body: expected JSON, got ${type}` };
  }
  // A JSON body served under another type is still a breach: a browser or a generated client
  // goes by the type, not by what the bytes happen to look like.
  const type = reply.headers.get('content-type') ?? '';
  if (!JSON_TYPE.test(type))
    return {
      ok: false,
      detail: `content-type: expected application/json, got "${type || 'no content-type'}"`,
    };
  const result = schema.safeParse(reply.json);
  if (!result.success) return { ok: false, detail: describeIssues(result.error.issues) };
  return { ok: true, detail: '', data: result.data };
}
