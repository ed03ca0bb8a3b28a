import { describe, expect, it } from 'vitest';
import { readCaptionFile } from './caption-file.js';
import { CAPTION_MAX_BYTES } from './entities.js';

const VTT = `WEBVTT

00:00.000 --> 00:02.000 line:10% align:start
Hello <b>there</b>
second line

00:02.500 --> 00:04.000
<v Bob>Bye
`;

describe('readCaptionFile', () => {
  it('keeps a WebVTT file as it is, line breaks made \\n', async () => {
    const result = await readCaptionFile(`\uFEFF${VTT.replace(/\n/g, '\r\n')}`);
    expect(result).toEqual({ ok: true, format: 'vtt', vtt: VTT, cues: 2 });
  });

  it('converts SRT to WebVTT', async () => {
    const srt =
      '1\n00:00:01,000 --> 00:00:02,500\nHello <i>SRT</i>\n\n2\n00:01:03,000 --> 00:01:04,000\nBye\n';
    const result = await readCaptionFile(srt);
    expect(result).toEqual({
      ok: true,
      format: 'srt',
      cues: 2,
      vtt: 'WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nHello <i>SRT</i>\n\n00:01:03.000 --> 00:01:04.000\nBye\n',
    });
  });

  it('converts LRC to WebVTT when lyrics may be LRC, each line lasting until the next', async () => {
    const lrc =
      '[ar: Someone]\n[00:01.00]First & <best>\n[00:03.50]Second\n[00:05.00]\n[00:09.00]Last';
    const result = await readCaptionFile(lrc, ['vtt', 'srt', 'lrc']);
    expect(result).toEqual({
      ok: true,
      format: 'lrc',
      cues: 3,
      vtt:
        'WEBVTT\n\n00:00:01.000 --> 00:00:03.500\nFirst &amp; &lt;best&gt;\n\n' +
        '00:00:03.500 --> 00:00:05.000\nSecond\n\n00:00:09.000 --> 00:00:15.000\nLast\n',
    });
  });

  it.each([
    ['a bad timestamp', 'WEBVTT\n\n00:00.000 --> 00:0x.000\nHi\n', 3, /^Line 3: Cue end timestamp/],
    [
      'an unknown cue setting',
      'WEBVTT\n\n00:01.000 --> 00:02.000 foo:bar\nHi\n',
      3,
      /^Line 3: Unknown cue setting/,
    ],
    [
      'a cue ending before it starts',
      'WEBVTT\n\n00:01.000 --> 00:02.000\nA\n\n00:05.000 --> 00:02.000\nHi\n',
      6,
      /^Line 6: The cue ends before it starts$/,
    ],
    ['no cues at all', 'WEBVTT\n\nNOTE nothing here\n', 0, /^The file has no cues/],
    ['an SRT time that is not one', '1\n00:00:01,000 --> 00:0x:02,500\nHello\n', 2, /^Line 2: /],
    ['text that is no caption file', 'Just some words\nand more', 0, /no cues/],
  ])('refuses %s, naming the line', async (_what, text, line, message) => {
    const result = await readCaptionFile(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.line).toBe(line);
    expect(result.problem.message).toMatch(message);
  });

  it('refuses LRC for captions, and an LRC line that is not one for lyrics', async () => {
    expect((await readCaptionFile('[00:01.00]Hi')).ok).toBe(false);
    const result = await readCaptionFile('[00:01.00]Hi\nnot timed\n', ['vtt', 'lrc']);
    expect(result).toEqual({
      ok: false,
      problem: { line: 2, message: expect.stringMatching(/^Line 2: Not a lyrics line/) as string },
    });
  });

  it('refuses a file over the size limit, counted in UTF-8 bytes', async () => {
    const cue = '00:00:00.000 --> 00:00:01.000\n' + 'é'.repeat(200) + '\n\n';
    const big = 'WEBVTT\n\n' + cue.repeat(Math.ceil((CAPTION_MAX_BYTES * 0.6) / cue.length));
    expect(big.length).toBeLessThan(CAPTION_MAX_BYTES);
    const result = await readCaptionFile(big);
    expect(result).toEqual({
      ok: false,
      problem: { line: 0, message: 'The file is larger than 256 KB' },
    });
  });
});
