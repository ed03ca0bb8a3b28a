// lib/page: the page as a document: title, oEmbed link, network status, route data, leave guard.
import { data, RouterContextProvider } from 'react-router';
import { unstable_serialize as infiniteKey } from 'swr/infinite';
import { ApiError } from '../api/api-client';
import { extensionsRead } from '../api/extensions';
import type { KeyedRead, ReadCall } from '../api/keyed-read';
import {
  optional,
  serverReadContext,
  type Needed,
  type Optional,
  type PagePlan,
} from './page-data';

/** On the server, the provider did not give a needed reply in time: the shell is sent instead. */
export class PageUnavailable extends Error {
  constructor(readonly causes: unknown[]) {
    super('The provider did not give the page its data');
    this.name = 'PageUnavailable';
  }
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The replies under the keys the hooks read: a feed's first page also as the feed's one page. */
function handOver(replies: Record<string, unknown>, read: KeyedRead<unknown>, value: unknown) {
  replies[read.key] = value;
  if (read.feed) replies[infiniteKey(() => read.key)] = [value];
}

/**
 * The web server's reading of a page's plan (its route's loader calls it through the loader
 * context, lib/page/page-data.ts): every read awaited with the server's provider reader, the
 * replies under the keys the hooks read, and the subject for the head; the noun of a missing item
 * with status 404; PageUnavailable when a needed reply did not come.
 */
export async function readPage(plan: PagePlan, readCall: ReadCall) {
  if ('missing' in plan) return data({ missing: plan.missing }, { status: 404 });
  // Every server-rendered page brings the provider's extension features, so controls drawn on the
  // server are the ones the browser draws after hydration (docs/decisions/0340).
  const entries: [string | undefined, Needed<unknown> | Optional<unknown>][] = [
    ...Object.entries(plan.reads),
    [undefined, optional(extensionsRead)],
  ];
  const outcomes = await Promise.allSettled(entries.map(([, need]) => need.read.read(readCall)));
  const replies: Record<string, unknown> = {};
  const values: Record<string, unknown> = {};
  const causes: unknown[] = [];
  let missing: string | undefined;
  entries.forEach(([name, need], i) => {
    const outcome = outcomes[i];
    if (!outcome) return;
    if (outcome.status === 'fulfilled') {
      if (name !== undefined) values[name] = outcome.value;
      handOver(replies, need.read, outcome.value);
    } else if (need.optional) {
      // Left to the browser, which asks for it after hydration as on any visit.
    } else if (need.missing && isNotFound(outcome.reason)) {
      missing ??= need.missing;
    } else {
      causes.push(outcome.reason);
    }
  });
  if (missing) return data({ missing }, { status: 404 });
  if (causes.length > 0) throw new PageUnavailable(causes);
  return { replies, subject: plan.subject(values) };
}

/** The loader context the web server runs a page's loaders in: plans read with `readCall`. */
export function serverLoaderContext(readCall: ReadCall): RouterContextProvider {
  return new RouterContextProvider(
    new Map([[serverReadContext, (plan: PagePlan) => readPage(plan, readCall)]]),
  );
}
