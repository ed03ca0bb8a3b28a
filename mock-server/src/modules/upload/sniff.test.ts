import { describe, expect, it } from 'vitest';
import { extensionFor, sniffBytes } from './sniff.js';
import {
  sampleEpub,
  sampleJpeg,
  sampleMobi,
  sampleMp3,
  sampleMp4,
  samplePdf,
  samplePng,
  sampleWav,
  sampleWebm,
  textFile,
} from '../../test/media-samples.js';

const ascii = (text: string, pad = 64) =>
  Buffer.concat([Buffer.from(text, 'latin1'), Buffer.alloc(pad)]);

describe('sniffBytes', () => {
  it.each([
    ['MP4', sampleMp4(), 'video', 'mp4'],
    ['QuickTime', sampleMp4({ brand: 'qt  ' }), 'video', 'mov'],
    ['M4A', sampleMp4({ brand: 'M4A ' }), 'audio', 'm4a'],
    ['WebM video', sampleWebm(), 'video', 'webm'],
    ['WebM audio', sampleWebm(), 'audio', 'weba'],
    ['Ogg video', ascii('OggS'), 'video', 'ogv'],
    ['Ogg audio', ascii('OggS'), 'audio', 'ogg'],
    ['MP3 with ID3', sampleMp3(), 'audio', 'mp3'],
    ['MP3 frame', Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0]), 'audio', 'mp3'],
    ['WAV', sampleWav(), 'audio', 'wav'],
    ['FLAC', ascii('fLaC'), 'audio', 'flac'],
    ['PDF', samplePdf(), 'book', 'pdf'],
    ['EPUB', sampleEpub(), 'book', 'epub'],
    ['MOBI', sampleMobi(), 'book', 'mobi'],
    ['PNG', samplePng(), 'image', 'png'],
    ['JPEG', sampleJpeg(), 'image', 'jpg'],
    ['WebP', ascii('RIFF\0\0\0\0WEBPVP8 '), 'image', 'webp'],
    ['GIF', ascii('GIF89a'), 'image', 'gif'],
  ] as const)('recognises %s as %s (.%s)', async (_name, bytes, kind, ext) => {
    expect(extensionFor(await sniffBytes(bytes), kind)).toBe(ext);
  });

  it.each([
    ['text', textFile(), 'video'],
    ['a PDF offered as video', samplePdf(), 'video'],
    ['an MP4 offered as audio', sampleMp4(), 'audio'],
    ['an M4A offered as video', sampleMp4({ brand: 'M4A ' }), 'video'],
    [
      'a plain ZIP offered as a book',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.alloc(60)]),
      'book',
    ],
    ['an MP3 offered as an image', sampleMp3(), 'image'],
    ['an SVG offered as an image', ascii('<svg xmlns="http://www.w3.org/2000/svg">'), 'image'],
    ['an empty file', Buffer.alloc(0), 'video'],
    ['a bare 0xFF byte pair that is no MPEG frame', Buffer.from([0xff, 0xe0, 0xf0, 0]), 'audio'],
  ] as const)('refuses %s', async (_name, bytes, kind) => {
    expect(extensionFor(await sniffBytes(bytes), kind)).toBeNull();
  });
});
