import { strToU8, zipSync } from 'fflate';
/**
 * Tiny but structurally valid media files built byte by byte, so upload tests need no binary
 * fixtures: an MP4 (ftyp + moov/mvhd + mdat), a WebM (EBML header + Segment/Info/Duration), MP3,
 * WAV, FLAC, PDF, EPUB, MOBI and image headers.
 */

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

function mvhd(version: 0 | 1, timescale: number, duration: number): Buffer {
  const times = version === 1 ? 8 : 4;
  const buf = Buffer.alloc(4 + times * 2 + 4 + times + 80);
  buf.writeUInt8(version, 0);
  let offset = 4 + times * 2;
  buf.writeUInt32BE(timescale, offset);
  offset += 4;
  if (version === 1) buf.writeBigUInt64BE(BigInt(duration), offset);
  else buf.writeUInt32BE(duration, offset);
  offset += times;
  buf.writeUInt32BE(0x00010000, offset); // rate 1.0
  buf.writeUInt16BE(0x0100, offset + 4); // volume 1.0
  return box('mvhd', buf);
}

/** An MP4 whose movie header says `seconds` long (timescale 1000). */
export function sampleMp4(
  options: { seconds?: number; version?: 0 | 1; mdatBytes?: number; brand?: string } = {},
): Buffer {
  const seconds = options.seconds ?? 2.5;
  const ftyp = box(
    'ftyp',
    Buffer.from(options.brand ?? 'isom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2avc1mp41', 'latin1'),
  );
  const moov = box('moov', mvhd(options.version ?? 0, 1000, Math.round(seconds * 1000)));
  const mdat = box('mdat', Buffer.alloc(options.mdatBytes ?? 256, 0x42));
  return Buffer.concat([ftyp, moov, mdat]);
}

/** Starts like an MP4 (so it sniffs as one) but its second box claims to run past the end. */
export function brokenMp4(): Buffer {
  const good = sampleMp4();
  const ftypSize = good.readUInt32BE(0);
  const broken = Buffer.from(good.subarray(0, ftypSize + 64));
  broken.writeUInt32BE(0x7fffffff, ftypSize);
  return broken;
}

const ebmlSize = (n: number): Buffer => {
  // 8-byte size vint: marker 0x01 then 7 bytes of value.
  const buf = Buffer.alloc(8);
  buf.writeUInt8(0x01, 0);
  buf.writeUIntBE(n, 2, 6);
  return buf;
};

function element(id: number[], ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  return Buffer.concat([Buffer.from(id), ebmlSize(body.length), body]);
}

/** A WebM whose Segment Info says `seconds` long (timecode scale 1 ms). */
export function sampleWebm(seconds = 3): Buffer {
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from('webm')));
  const scale = Buffer.alloc(4);
  scale.writeUInt32BE(1_000_000, 0);
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(seconds * 1000, 0);
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    element([0x2a, 0xd7, 0xb1], scale),
    element([0x44, 0x89], duration),
  );
  const cluster = element([0x1f, 0x43, 0xb6, 0x75], Buffer.alloc(64, 0x11));
  return Buffer.concat([header, element([0x18, 0x53, 0x80, 0x67], info, cluster)]);
}

/** An ID3v2 tag followed by MPEG-1 Layer III frame headers. */
export function sampleMp3(): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([id3, frame, frame]);
}

export function sampleWav(): Buffer {
  const buf = Buffer.alloc(64);
  buf.write('RIFF', 0, 'latin1');
  buf.writeUInt32LE(56, 4);
  buf.write('WAVEfmt ', 8, 'latin1');
  return buf;
}

export function samplePdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

/**
 * The smallest EPUB the provider accepts: the stored `mimetype` entry first, as EPUB requires, a
 * container naming the package document, and a package with a spine. `entries` adds or replaces.
 */
export function sampleEpub(entries: Record<string, string> = {}): Buffer {
  const files: Record<string, string> = {
    'META-INF/container.xml':
      '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/book.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    'OEBPS/book.opf':
      '<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Sample</dc:title></metadata><manifest><item id="c1" href="c1.xhtml" media-type="application/xhtml+xml"/></manifest><spine><itemref idref="c1"/></spine></package>',
    'OEBPS/c1.xhtml':
      '<html xmlns="http://www.w3.org/1999/xhtml"><head><title>One</title></head><body><p>One.</p></body></html>',
    ...entries,
  };
  return Buffer.from(
    zipSync({
      mimetype: [strToU8('application/epub+zip'), { level: 0 }],
      ...Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])),
    }),
  );
}

/** A MOBI with its two headers in record 0 and one uncompressed text record. */
export function sampleMobi(): Buffer {
  const text = Buffer.from('<html><body><p>Sample book</p></body></html>');
  const record0 = Buffer.alloc(16 + 232);
  record0.writeUInt16BE(1, 0);
  record0.writeUInt32BE(text.length, 4);
  record0.writeUInt16BE(1, 8);
  record0.writeUInt16BE(4096, 10);
  record0.write('MOBI', 16, 'latin1');
  record0.writeUInt32BE(232, 20);
  const head = Buffer.alloc(78 + 2 * 8 + 2);
  head.write('Sample book', 0, 'latin1');
  head.write('BOOKMOBI', 60, 'latin1');
  head.writeUInt16BE(2, 76);
  head.writeUInt32BE(head.length, 78);
  head.writeUInt32BE(head.length + record0.length, 86);
  return Buffer.concat([head, record0, text]);
}

/** A real 1×1 PNG: file-type walks the chunks (IHDR, then IDAT), not only the signature. */
export function samplePng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
}

export function sampleJpeg(): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
}

export const textFile = (): Buffer =>
  Buffer.from('This is a plain text file pretending to be a video.\n'.repeat(4));
