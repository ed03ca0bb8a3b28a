import { ProbeError, type ProbeProgress, type ProbeReader } from './probe-reader.js';

interface BoxHeader {
  type: string;
  start: number;
  headerSize: number;
  size: number;
}

/** Reads an ISO BMFF box header (32-bit size, 64-bit largesize, or 0 = to the end). */
async function readBoxHeader(reader: ProbeReader, start: number, end: number): Promise<BoxHeader> {
  if (end - start < 8) throw new ProbeError('A box header is cut short');
  const head = await reader.read(start, 8);
  const type = head.toString('latin1', 4, 8);
  if (!/^[\x20-\x7e]{4}$/.test(type)) throw new ProbeError('A box has an unreadable type');
  let size = head.readUInt32BE(0);
  let headerSize = 8;
  if (size === 1) {
    const large = (await reader.read(start + 8, 8)).readBigUInt64BE(0);
    if (large > BigInt(Number.MAX_SAFE_INTEGER)) throw new ProbeError(`Box ${type} is too large`);
    size = Number(large);
    headerSize = 16;
  } else if (size === 0) {
    size = end - start;
  }
  if (size < headerSize || start + size > end) {
    throw new ProbeError(`Box ${type} claims more bytes than the file has`);
  }
  return { type, start, headerSize, size };
}

/** Walks the boxes between start and end, calling visit for each. */
async function walk(
  reader: ProbeReader,
  start: number,
  end: number,
  visit: (box: BoxHeader) => Promise<void> | void,
): Promise<void> {
  let offset = start;
  while (offset < end) {
    const box = await readBoxHeader(reader, offset, end);
    await visit(box);
    offset += box.size;
  }
}

/** mvhd: version 0 has 32-bit times and duration, version 1 64-bit ones. */
async function readMovieHeader(reader: ProbeReader, box: BoxHeader): Promise<number | undefined> {
  const payload = await reader.read(box.start + box.headerSize, box.size - box.headerSize);
  const version = payload[0];
  if (version !== 0 && version !== 1) throw new ProbeError('Unknown movie header version');
  const at = version === 1 ? 20 : 12;
  if (payload.length < at + (version === 1 ? 12 : 8)) throw new ProbeError('Movie header is short');
  const timescale = payload.readUInt32BE(at);
  if (timescale === 0) throw new ProbeError('Movie header has no timescale');
  const duration =
    version === 1 ? Number(payload.readBigUInt64BE(at + 4)) : payload.readUInt32BE(at + 4);
  // All ones means "unknown" (fragmented files); the duration then stays unset.
  const unknown = version === 1 ? duration >= Number.MAX_SAFE_INTEGER : duration === 0xffffffff;
  return unknown ? undefined : duration / timescale;
}

/**
 * Checks an MP4/QuickTime file's box tree from start to end and reads the duration from
 * moov/mvhd. It needs an ftyp first, a moov with an mvhd, and media data (mdat or moof).
 */
export async function probeMp4(
  reader: ProbeReader,
  onProgress: ProbeProgress,
): Promise<{ duration?: number }> {
  let first = true;
  /** What the walk has met so far (set inside its callbacks). */
  const found: { movieHeader: boolean; media: boolean; duration?: number } = {
    movieHeader: false,
    media: false,
  };
  await walk(reader, 0, reader.size, async (box) => {
    if (first && box.type !== 'ftyp') throw new ProbeError('The file does not start with ftyp');
    first = false;
    if (box.type === 'mdat' || box.type === 'moof') found.media = true;
    if (box.type === 'moov') {
      await walk(reader, box.start + box.headerSize, box.start + box.size, async (child) => {
        if (child.type !== 'mvhd') return;
        found.duration = await readMovieHeader(reader, child);
        found.movieHeader = true;
      });
    }
    onProgress((box.start + box.size) / reader.size);
  });
  if (!found.movieHeader) throw new ProbeError('The file has no movie header (moov/mvhd)');
  if (!found.media) throw new ProbeError('The file has no media data');
  return found.duration === undefined ? {} : { duration: found.duration };
}
