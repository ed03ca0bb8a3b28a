import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffBytes } from './sniff.js';
import { brokenMp4, sampleMp4, samplePdf, sampleWebm } from '../../test/media-samples.js';
import { ProbeError, probeVideo } from './video-probe.js';

function oggPage(serial: number, granule: bigint, flags: number, packet: Buffer): Buffer {
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header.writeUInt8(flags, 5);
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(serial, 14);
  header.writeUInt8(1, 26);
  return Buffer.concat([header, Buffer.from([packet.length]), packet]);
}

/** An Ogg Vorbis-style stream: 44.1 kHz identification header, last granule 88200 (2 s). */
function sampleOgg(): Buffer {
  const ident = Buffer.alloc(30);
  ident.write('\x01vorbis', 0, 'latin1');
  ident.writeUInt8(2, 11);
  ident.writeUInt32LE(44_100, 12);
  return Buffer.concat([
    oggPage(7, 0n, 0x02, ident),
    oggPage(7, 44_100n, 0, Buffer.alloc(40, 1)),
    oggPage(7, 88_200n, 0x04, Buffer.alloc(40, 2)),
  ]);
}

describe('probeVideo', () => {
  let dir: string;
  const file = async (name: string, bytes: Buffer) => {
    const target = path.join(dir, name);
    await writeFile(target, bytes);
    return target;
  };
  const formatOf = async (bytes: Buffer) => {
    const sniffed = await sniffBytes(bytes);
    if (!sniffed) throw new Error('sample did not sniff');
    return sniffed.format;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'inkreel-probe-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads the duration of an MP4 with a version 0 movie header, reporting progress', async () => {
    const bytes = sampleMp4({ seconds: 2.5 });
    const seen: number[] = [];
    const result = await probeVideo(await file('v0.mp4', bytes), await formatOf(bytes), (f) =>
      seen.push(f),
    );
    expect(result.duration).toBe(2.5);
    expect(seen.at(-1)).toBe(1);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('reads the duration of an MP4 with a version 1 movie header', async () => {
    const bytes = sampleMp4({ seconds: 7.25, version: 1 });
    expect(await probeVideo(await file('v1.mp4', bytes), 'mp4')).toEqual({ duration: 7.25 });
  });

  it('reads the duration of a WebM from its Segment Info', async () => {
    const bytes = sampleWebm(3.5);
    expect(await probeVideo(await file('a.webm', bytes), await formatOf(bytes))).toEqual({
      duration: 3.5,
    });
  });

  it('reads the duration of an Ogg stream from its last page', async () => {
    const bytes = sampleOgg();
    expect(await probeVideo(await file('a.ogg', bytes), await formatOf(bytes))).toEqual({
      duration: 2,
    });
  });

  it('rejects an MP4 whose boxes run past the end of the file', async () => {
    await expect(probeVideo(await file('broken.mp4', brokenMp4()), 'mp4')).rejects.toThrow(
      ProbeError,
    );
  });

  it('rejects an MP4 without a movie header', async () => {
    const bytes = sampleMp4();
    const ftypSize = bytes.readUInt32BE(0);
    const noMoov = Buffer.concat([
      bytes.subarray(0, ftypSize),
      Buffer.from([0, 0, 0, 8]),
      Buffer.from('mdat'),
    ]);
    await expect(probeVideo(await file('no-moov.mp4', noMoov), 'mp4')).rejects.toThrow(
      /movie header/,
    );
  });

  it('rejects a truncated WebM and a file of another format', async () => {
    const webm = sampleWebm();
    await expect(
      probeVideo(await file('cut.webm', webm.subarray(0, 40)), 'matroska'),
    ).rejects.toThrow(ProbeError);
    await expect(probeVideo(await file('book.pdf', samplePdf()), 'pdf')).rejects.toThrow(
      ProbeError,
    );
  });
});
