import type { Readable } from 'node:stream';

/** What node's `gc` accepts when it runs with --expose-gc (V8's GC extension). */
type Collect = (options: { type: 'minor'; execution: 'sync' }) => void;

/** About a hundred and twenty-eight 64 KiB socket reads between young collections. */
export const NUDGE_EVERY_BYTES = 8 * 1024 * 1024;

/**
 * Every socket read of a request body allocates a buffer of up to 64 KiB, and so does every read
 * of a file sent as a reply. An upload writes each one to disk (a download to the socket) and
 * drops it at once, but its memory comes back only when a young collection runs, and such a
 * stream allocates so few objects that those are rare: meanwhile V8 counts the buffers as
 * external memory and starts a full collection every few megabytes, a quarter of the upload's
 * CPU (docs/decisions/0243-young-collections-during-uploads.md). So each such stream under way
 * asks for a young collection (a millisecond or less) once every NUDGE_EVERY_BYTES it brought,
 * when node runs with --expose-gc (the production flags, node-flags.ts); without it this does
 * nothing. Other requests keep V8's own young generation, which a smaller one made dearer for
 * every call.
 */
export function nudgeYoungCollections(
  stream: Readable,
  collect: Collect | undefined = (globalThis as { gc?: Collect }).gc,
  every = NUDGE_EVERY_BYTES,
): void {
  if (collect === undefined) return;
  let received = 0;
  // A second 'data' listener only observes the chunks: it does not resume a paused pipe.
  stream.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received < every) return;
    received = 0;
    collect({ type: 'minor', execution: 'sync' });
  });
}
