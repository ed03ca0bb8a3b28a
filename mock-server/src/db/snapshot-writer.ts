import { open } from 'node:fs/promises';
import { JOURNAL_FROM } from './journal-format.js';

/** How long one slice of serialising may hold the event loop. */
export const SLICE_MS = 4;
const FLUSH_CHARS = 1 << 18;

/**
 * JSON text of one value; `null` where JSON.stringify gives nothing (undefined, a function), as it
 * does inside arrays. Its lib type says `string`, but it returns undefined for those.
 */
function toJson(value: unknown): string {
  const text = JSON.stringify(value) as string | undefined;
  return text ?? 'null';
}

/**
 * Writes a snapshot (the same compact JSON lowdb writes, plus the journal it continues from) a
 * slice at a time: records are serialised for at most SLICE_MS, then written out while requests
 * run. `top` holds each collection's records as they were when the compaction started (copied
 * arrays; the records themselves may change meanwhile, and the journal that follows has those
 * changes). The file is fsynced before this resolves. Returns the bytes written.
 */
export async function writeSnapshotInSlices(
  file: string,
  top: Record<string, unknown>,
  journalFrom: number,
  sliceMs = SLICE_MS,
): Promise<number> {
  const handle = await open(file, 'w');
  let bytes = 0;
  let parts: string[] = [];
  let chars = 0;
  const push = (text: string) => {
    parts.push(text);
    chars += text.length;
  };
  const flush = async () => {
    const text = parts.join('');
    parts = [];
    chars = 0;
    bytes += (await handle.write(text)).bytesWritten;
  };
  try {
    let started = performance.now();
    let first = true;
    push('{');
    for (const [name, value] of Object.entries(top)) {
      push(`${first ? '' : ','}${JSON.stringify(name)}:`);
      first = false;
      if (!Array.isArray(value)) {
        push(toJson(value));
        continue;
      }
      push('[');
      for (let i = 0; i < value.length; i += 1) {
        push((i > 0 ? ',' : '') + toJson(value[i]));
        if ((i & 63) === 63 && (chars > FLUSH_CHARS || performance.now() - started > sliceMs)) {
          await flush();
          started = performance.now();
        }
      }
      push(']');
    }
    push(`${first ? '' : ','}${JSON.stringify(JOURNAL_FROM)}:${journalFrom}}`);
    await flush();
    await handle.sync();
  } finally {
    await handle.close();
  }
  return bytes;
}
