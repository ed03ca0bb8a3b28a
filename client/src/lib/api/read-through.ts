// lib/api: talking to the provider: where it is, requests and their errors, XSRF, retries.
import { buildUrl } from '@inkreel/shared';
import { ApiError, apiErrorFrom, parseReply } from './api-client';
import type { ReadCall } from './keyed-read';

/** A provider reply as the web server's reader gives it (client/server/provider-reader.ts). */
export interface ProviderReply {
  status: number;
  body: unknown;
}

/** Reads a provider path; undefined when there was no usable reply in time. */
export type ReadPath = (path: string) => Promise<ProviderReply | undefined>;

/**
 * A ReadCall over the web server's provider reader: the same outcomes `request` gives in the
 * browser (the parsed 2xx reply, an ApiError for any other status or a reply that does not fit
 * its contract), and an ApiError of status 0, as for a lost connection, when nothing came in time.
 */
export function readThrough(readPath: ReadPath): ReadCall {
  return async (call, input) => {
    const path = buildUrl(call, input);
    const reply = await readPath(path);
    if (!reply) throw new ApiError(0, undefined, undefined, `No reply in time from ${path}`);
    if (reply.status < 200 || reply.status > 299) throw apiErrorFrom(reply.status, reply.body);
    return parseReply(call, reply.status, reply.body);
  };
}
