import { docsCalls } from '@inkreel/shared';
import type { Context } from '../context.js';
import { record } from '../context.js';
import { NoReply, type Reply } from '../http.js';
import { isRecord } from '../is-record.js';
import type { Found } from './public-reads.js';

const RANGE_LENGTH = 100;

/** docs/product.md: media is served from `/api` + the entity's URL (an absolute URL is used as it is). */
export const mediaPath = (url: string): string => (/^https?:\/\//.test(url) ? url : `/api${url}`);

async function get(ctx: Context, path: string, range?: string): Promise<Reply | string> {
  try {
    return await ctx.http.send('GET', path, {
      binary: true,
      headers: range ? { Range: range } : {},
    });
  } catch (error) {
    if (error instanceof NoReply) return `no reply: ${error.message}`;
    throw error;
  }
}

function checkPartial(reply: Reply): { problem: string | null; size?: number } {
  if (reply.status !== 206) return { problem: `status: expected 206, got ${reply.status}` };
  const range = reply.headers.get('content-range') ?? '';
  const match = /^bytes 0-(\d+)\/(\d+)$/.exec(range);
  if (!match)
    return {
      problem: `Content-Range: expected "bytes 0-${RANGE_LENGTH - 1}/size", got "${range}"`,
    };
  const end = Number(match[1]);
  const size = Number(match[2]);
  const want = Math.min(RANGE_LENGTH, size);
  if (end !== want - 1)
    return { problem: `Content-Range: expected bytes 0-${want - 1}, got ${range}` };
  if (reply.bytes !== want) return { problem: `body: expected ${want} bytes, got ${reply.bytes}` };
  return { problem: null, size };
}

/** One media URL: the first bytes (206), and a range past its end (416). */
async function checkRanges(ctx: Context, label: string, url: string): Promise<void> {
  const call = `GET /api{${label}}`;
  const path = mediaPath(url);
  const first = await get(ctx, path, `bytes=0-${RANGE_LENGTH - 1}`);
  const partial = typeof first === 'string' ? { problem: first } : checkPartial(first);
  record(ctx, call, `Range bytes=0-${RANGE_LENGTH - 1}`, '206', partial.problem);
  if (partial.problem || partial.size === undefined) return;
  const past = await get(ctx, path, `bytes=${partial.size + 10}-`);
  let problem: string | null = typeof past === 'string' ? past : null;
  if (typeof past !== 'string') {
    const range = past.headers.get('content-range') ?? '';
    if (past.status !== 416) problem = `status: expected 416, got ${past.status}`;
    else if (range !== `bytes */${partial.size}`)
      problem = `Content-Range: expected "bytes */${partial.size}", got "${range}"`;
  }
  record(ctx, call, 'Range past the end', '416', problem);
  await checkWholeRanges(ctx, call, path, partial.size);
}

/**
 * RFC 9110 (issue 50, item 2): a suffix range longer than the file selects all of it (206), and a
 * Range that is not a valid bytes range is ignored (200, the whole file).
 */
async function checkWholeRanges(ctx: Context, call: string, path: string, size: number) {
  const cases: [string, string, number, string | null][] = [
    ['a suffix longer than the file', `bytes=-${size + 1000}`, 206, `bytes 0-${size - 1}/${size}`],
    ['an invalid Range (ignored)', 'bytes=zz', 200, null],
  ];
  for (const [trying, range, status, contentRange] of cases) {
    const reply = await get(ctx, path, range);
    let problem = typeof reply === 'string' ? reply : null;
    if (typeof reply !== 'string') {
      const got = reply.headers.get('content-range');
      if (reply.status !== status) problem = `status: expected ${status}, got ${reply.status}`;
      else if (got !== contentRange)
        problem = `Content-Range: expected ${contentRange ?? 'none'}, got ${got ?? 'none'}`;
      else if (reply.bytes !== size) problem = `body: expected ${size} bytes, got ${reply.bytes}`;
    }
    record(ctx, call, trying, String(status), problem);
  }
}

async function checkWhole(ctx: Context, label: string, url: string, type: string): Promise<void> {
  const reply = await get(ctx, mediaPath(url));
  let problem = typeof reply === 'string' ? reply : null;
  if (typeof reply !== 'string') {
    const got = reply.headers.get('content-type') ?? '';
    if (reply.status !== 200) problem = `status: expected 200, got ${reply.status}`;
    else if (!got.startsWith(type)) problem = `content-type: expected ${type}*, got "${got}"`;
  }
  record(ctx, `GET /api{${label}}`, 'whole file', '200', problem);
}

/** OpenAPI path templating: a `{name}` stands for exactly one segment. */
function templatePattern(template: string): RegExp {
  const parts = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^/]+')}$`);
}

/** The provider's documented GET paths, or null when it publishes no document (an extension). */
async function documentedGets(ctx: Context): Promise<RegExp[] | null> {
  const reply = await ctx.http.send('GET', docsCalls.openapi.path).catch(() => null);
  const paths = (reply?.json as { paths?: unknown } | undefined)?.paths;
  if (reply?.status !== 200 || !isRecord(paths)) return null;
  return Object.entries(paths)
    .filter(([, item]) => isRecord(item) && isRecord(item.get))
    .map(([path]) => templatePattern(path));
}

/** A generated client can fetch a media URL only if a documented GET path matches it. */
function checkDocumented(ctx: Context, gets: RegExp[], label: string, url: string): void {
  if (/^https?:\/\//.test(url)) return; // another origin's file: this document does not cover it
  const path = mediaPath(url).split('?')[0] ?? '';
  const problem = gets.some((pattern) => pattern.test(path))
    ? null
    : `${path} matches no GET path of ${docsCalls.openapi.path}`;
  record(ctx, `GET /api{${label}}`, 'a path the document lists', '-', problem);
}

/** Media of the records found while reading: byte ranges on video and audio, images whole. */
export async function checkMedia(ctx: Context, found: Found): Promise<void> {
  const gets = await documentedGets(ctx);
  if (gets) {
    const urls = {
      videoUrl: found.video?.videoUrl,
      thumbnailUrl: found.video?.thumbnailUrl,
      audioUrl: found.audio?.audioUrl,
      artworkUrl: found.audio?.artworkUrl,
    };
    for (const [label, url] of Object.entries(urls))
      if (url) checkDocumented(ctx, gets, label, url);
  }
  if (found.video) {
    await checkRanges(ctx, 'videoUrl', found.video.videoUrl);
    if (found.video.thumbnailUrl)
      await checkWhole(ctx, 'thumbnailUrl', found.video.thumbnailUrl, 'image/');
  }
  if (found.audio) {
    await checkRanges(ctx, 'audioUrl', found.audio.audioUrl);
    await checkWhole(ctx, 'artworkUrl', found.audio.artworkUrl, 'image/');
  }
}
