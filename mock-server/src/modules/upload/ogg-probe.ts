import { ProbeError, type ProbeProgress, type ProbeReader } from './probe-reader.js';

interface OggPage {
  serial: number;
  granule: bigint;
  /** The first packet's bytes, when the page holds its start. */
  body: Buffer;
}

async function readFirstPage(reader: ProbeReader): Promise<OggPage> {
  const header = await reader.read(0, 27);
  if (header.toString('latin1', 0, 4) !== 'OggS' || header[4] !== 0) {
    throw new ProbeError('Missing Ogg page header');
  }
  if (((header[5] ?? 0) & 0x02) === 0)
    throw new ProbeError('The first Ogg page is not a stream start');
  const segments = header[26] ?? 0;
  const table = await reader.read(27, segments);
  const length = table.reduce((sum, lacing) => sum + lacing, 0);
  return {
    serial: header.readUInt32LE(14),
    granule: header.readBigInt64LE(6),
    body: await reader.read(27 + segments, length),
  };
}

/** The granule position of the stream's last page, found in the file's final 64 KiB. */
async function lastGranule(reader: ProbeReader, serial: number): Promise<bigint | null> {
  const length = Math.min(reader.size, 64 * 1024);
  const tail = await reader.read(reader.size - length, length);
  for (let at = tail.lastIndexOf('OggS'); at >= 0; at = tail.lastIndexOf('OggS', at - 1)) {
    if (at + 27 <= tail.length && tail.readUInt32LE(at + 14) === serial) {
      const granule = tail.readBigInt64LE(at + 6);
      if (granule >= 0n) return granule;
    }
    if (at === 0) break;
  }
  return null;
}

/** Seconds from the last granule position, per codec (Theora frames, Vorbis/Opus samples). */
function secondsOf(first: Buffer, granule: bigint): number | undefined {
  if (first.length >= 42 && first.toString('latin1', 0, 7) === '\x80theora') {
    const num = first.readUInt32BE(22);
    const den = first.readUInt32BE(26);
    const shift = (((first[40] ?? 0) & 0x03) << 3) | ((first[41] ?? 0) >> 5);
    const frames = (granule >> BigInt(shift)) + (granule & ((1n << BigInt(shift)) - 1n));
    return num > 0 ? (Number(frames) * den) / num : undefined;
  }
  if (first.length >= 16 && first.toString('latin1', 0, 7) === '\x01vorbis') {
    const rate = first.readUInt32LE(12);
    return rate > 0 ? Number(granule) / rate : undefined;
  }
  if (first.length >= 12 && first.toString('latin1', 0, 8) === 'OpusHead') {
    return Math.max(0, Number(granule) - first.readUInt16LE(10)) / 48_000;
  }
  return undefined;
}

/** Checks an Ogg file's first page and codec header and reads the duration from its last page. */
export async function probeOgg(
  reader: ProbeReader,
  onProgress: ProbeProgress,
): Promise<{ duration?: number }> {
  const first = await readFirstPage(reader);
  onProgress(0.5);
  const granule = await lastGranule(reader, first.serial);
  if (granule === null) throw new ProbeError('The Ogg stream has no final page');
  const duration = secondsOf(first.body, granule);
  onProgress(1);
  return duration === undefined ? {} : { duration };
}
