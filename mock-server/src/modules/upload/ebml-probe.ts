import { ProbeError, type ProbeProgress, type ProbeReader } from './probe-reader.js';

const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
} as const;

/** Largest element payload this probe reads into memory (headers and Info are tiny). */
const MAX_READ = 1024 * 1024;

/** A variable-length integer: its length is one more than the leading zero bits of byte one. */
function vint(buf: Buffer, offset: number, maxLength: number, keepMarker: boolean) {
  const first = buf[offset];
  if (first === undefined || first === 0) throw new ProbeError('Malformed EBML number');
  const length = Math.clz32(first) - 23;
  if (length > maxLength || offset + length > buf.length) {
    throw new ProbeError('Malformed EBML number');
  }
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    const byte = buf[offset + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, allOnes };
}

/** An element's id and size: null when "unknown" (all value bits set), as live recordings write it. */
function parseHeader(buf: Buffer, offset: number) {
  const id = vint(buf, offset, 4, true);
  const size = vint(buf, offset + id.length, 8, false);
  return {
    id: id.value,
    size: size.allOnes ? null : size.value,
    headerSize: id.length + size.length,
  };
}

async function readHeader(reader: ProbeReader, offset: number) {
  const available = Math.min(12, reader.size - offset);
  if (available < 2) throw new ProbeError('An EBML element is cut short');
  return parseHeader(await reader.read(offset, available), 0);
}

/** The children of an in-memory element payload. */
function children(payload: Buffer): Map<number, Buffer> {
  const found = new Map<number, Buffer>();
  let offset = 0;
  while (offset < payload.length) {
    const header = parseHeader(payload, offset);
    const start = offset + header.headerSize;
    if (header.size === null || start + header.size > payload.length) {
      throw new ProbeError('An EBML element claims more bytes than its parent has');
    }
    found.set(header.id, payload.subarray(start, start + header.size));
    offset = start + header.size;
  }
  return found;
}

function readUInt(buf: Buffer): number {
  let value = 0;
  for (const byte of buf) value = value * 256 + byte;
  return value;
}

function readDuration(info: Map<number, Buffer>): number | undefined {
  const raw = info.get(ID.duration);
  if (!raw) return undefined; // MediaRecorder output has none; the file is still valid.
  if (raw.length !== 4 && raw.length !== 8) throw new ProbeError('Malformed Segment duration');
  const ticks = raw.length === 4 ? raw.readFloatBE(0) : raw.readDoubleBE(0);
  const scaleRaw = info.get(ID.timecodeScale);
  const scale = scaleRaw === undefined ? 1_000_000 : readUInt(scaleRaw);
  if (!Number.isFinite(ticks) || ticks < 0 || scale <= 0) {
    throw new ProbeError('Malformed Segment duration');
  }
  return (ticks * scale) / 1e9;
}

/**
 * Checks a WebM/Matroska file: the EBML header with a webm or matroska DocType, then a Segment
 * whose Info element (before the first cluster) gives the duration.
 */
export async function probeEbml(
  reader: ProbeReader,
  onProgress: ProbeProgress,
): Promise<{ duration?: number }> {
  const head = await readHeader(reader, 0);
  if (head.id !== ID.ebml || head.size === null || head.size > MAX_READ) {
    throw new ProbeError('Missing EBML header');
  }
  const docType = children(await reader.read(head.headerSize, head.size))
    .get(ID.docType)
    ?.toString('latin1');
  if (docType !== 'webm' && docType !== 'matroska') throw new ProbeError('Unknown EBML DocType');

  const segmentAt = head.headerSize + head.size;
  const segment = await readHeader(reader, segmentAt);
  if (segment.id !== ID.segment) throw new ProbeError('Missing Segment element');
  const end = segment.size === null ? reader.size : segmentAt + segment.headerSize + segment.size;
  if (end > reader.size) throw new ProbeError('The Segment claims more bytes than the file has');

  let offset = segmentAt + segment.headerSize;
  while (offset < end) {
    const child = await readHeader(reader, offset);
    if (child.size === null) throw new ProbeError('An element before Segment Info has no size');
    const start = offset + child.headerSize;
    if (start + child.size > end) throw new ProbeError('An element runs past the Segment');
    if (child.id === ID.info) {
      if (child.size > MAX_READ) throw new ProbeError('Segment Info is implausibly large');
      const duration = readDuration(children(await reader.read(start, child.size)));
      onProgress(1);
      return duration === undefined ? {} : { duration };
    }
    offset = start + child.size;
    onProgress(offset / reader.size);
  }
  throw new ProbeError('The Segment has no Info element');
}
