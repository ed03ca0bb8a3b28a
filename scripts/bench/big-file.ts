import { createWriteStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './processes.js';

async function writeAll(file: string, head: Buffer | null, fillBytes: number): Promise<void> {
  const out = createWriteStream(file);
  const chunk = Buffer.alloc(1024 * 1024, 7);
  const put = async (buf: Buffer) => {
    if (!out.write(buf)) await new Promise<void>((r) => out.once('drain', () => r()));
  };
  if (head) await put(head);
  let left = fillBytes;
  while (left > 0) {
    const n = Math.min(left, chunk.length);
    await put(n === chunk.length ? chunk : chunk.subarray(0, n));
    left -= n;
  }
  await new Promise<void>((resolve, reject) =>
    out.end((err?: Error | null) => (err ? reject(err) : resolve())),
  );
}

/** `bytes` of filler, for streaming. */
export const writeFiller = (file: string, bytes: number) => writeAll(file, null, bytes);

/**
 * A playable-header MP4 of exactly `bytes`: a seeded fixture (ftyp, moov, mdat) followed by one
 * `free` box holding the rest, so the provider's probe reads it as a real video.
 */
export async function writeBigMp4(file: string, bytes: number): Promise<void> {
  const videos = path.join(REPO_ROOT, 'fixtures/media/videos');
  const first = (await readdir(videos)).filter((name) => name.endsWith('.mp4')).sort()[0];
  if (first === undefined) throw new Error(`no .mp4 fixture in ${videos}`);
  const fixture = await readFile(path.join(videos, first));
  const rest = bytes - fixture.length;
  const header = Buffer.alloc(8);
  header.writeUInt32BE(rest, 0);
  header.write('free', 4, 'latin1');
  await writeAll(file, Buffer.concat([fixture, header]), rest - 8);
}
