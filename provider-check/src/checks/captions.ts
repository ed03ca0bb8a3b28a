import {
  audioChapterCalls,
  captionCalls,
  lyricsCalls,
  storyboardCalls,
  videoChapterCalls,
  type StoryboardReply,
  type TextTrackList,
} from '@inkreel/shared';
import { readStoryboardIndex } from '@inkreel/shared/caption-files';
import { attempt, offers, record, type Context } from '../context.js';
import { NoReply } from '../http.js';
import { mediaPath } from './media.js';
import { UNKNOWN_ID, type Found } from './public-reads.js';

const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\nChecked by the provider check\n';
const CHAPTERS = [
  { start: 0, title: 'Start' },
  { start: 1, title: 'Middle' },
  { start: 2, title: 'End' },
];

/** A served WebVTT file: 200, `text/vtt`, and what it holds starts as WebVTT does. */
async function checkVttFile(ctx: Context, label: string, url: string): Promise<void> {
  let problem: string | null = null;
  try {
    const reply = await ctx.http.send('GET', mediaPath(url), { headers: { Accept: 'text/vtt' } });
    const type = reply.headers.get('content-type') ?? '';
    if (reply.status !== 200) problem = `status: expected 200, got ${reply.status}`;
    else if (!type.startsWith('text/vtt'))
      problem = `Content-Type: expected text/vtt, got "${type}"`;
    else if (!reply.text.replace(/^\uFEFF/, '').startsWith('WEBVTT'))
      problem = 'body: does not start with WEBVTT';
    else if (label === 'indexUrl' && !(await readStoryboardIndex(reply.text)).ok)
      problem = 'body: cues are not name#xywh=x,y,w,h frames';
  } catch (error) {
    if (!(error instanceof NoReply)) throw error;
    problem = `no reply: ${error.message}`;
  }
  record(ctx, `GET /api{${label}}`, 'a listed file', '200', problem);
}

/**
 * The captions feature as a visitor reads it: a video's captions, chapters and storyboard, a
 * track's lyrics and chapters, the files they name, and the refusals of a change without a token.
 */
export async function checkCaptionReads(ctx: Context, found: Found): Promise<void> {
  if (found.video) {
    const params = { id: found.video._id };
    const list = await attempt(ctx, captionCalls.list, {
      trying: 'a listed video',
      params,
      expect: [200],
    });
    const first = (list.data as TextTrackList | undefined)?.tracks[0];
    if (first) await checkVttFile(ctx, 'url', first.url);
    await attempt(ctx, videoChapterCalls.get, { trying: 'a listed video', params, expect: [200] });
    const board = await attempt(ctx, storyboardCalls.get, {
      trying: 'a listed video',
      params,
      expect: [200],
    });
    const storyboard = (board.data as StoryboardReply | undefined)?.storyboard;
    if (storyboard) await checkVttFile(ctx, 'indexUrl', storyboard.indexUrl);
    await attempt(ctx, captionCalls.add, {
      trying: 'no token',
      params,
      body: { language: 'en', text: VTT },
      expect: [401],
    });
  }
  if (found.audio) {
    const params = { id: found.audio._id };
    await attempt(ctx, lyricsCalls.list, { trying: 'a listed track', params, expect: [200] });
    await attempt(ctx, audioChapterCalls.get, { trying: 'a listed track', params, expect: [200] });
  }
  await attempt(ctx, captionCalls.list, {
    trying: 'unknown id',
    params: { id: UNKNOWN_ID },
    expect: [404],
  });
}

/**
 * Changes, signed in with writes allowed: lyrics and chapters on the track the check uploaded
 * (added, refused twice, replaced, removed). Nobody else's item is touched.
 */
export async function checkCaptionWrites(ctx: Context, own: { audioId?: string }): Promise<void> {
  const token = ctx.token;
  if (!offers(ctx, lyricsCalls.add)) return;
  if (own.audioId) {
    const params = { id: own.audioId };
    const lrc = '[00:00.00]Checked\n[00:01.50]by the provider check\n';
    await attempt(ctx, lyricsCalls.add, {
      trying: 'LRC in English',
      token,
      params,
      body: { language: 'en', text: lrc },
      expect: [201],
    });
    await attempt(ctx, lyricsCalls.add, {
      trying: 'English again (replacing is a PUT)',
      token,
      params,
      body: { language: 'en', text: lrc },
      expect: [409],
    });
    await attempt(ctx, lyricsCalls.add, {
      trying: 'a file that is not WebVTT, SRT or LRC',
      token,
      params,
      body: { language: 'fr', text: 'not captions' },
      expect: [400],
    });
    const language = { ...params, language: 'en' };
    await attempt(ctx, lyricsCalls.replace, {
      trying: 'English, as WebVTT',
      token,
      params: language,
      body: { text: VTT },
      expect: [200],
    });
    await attempt(ctx, lyricsCalls.remove, {
      trying: 'English',
      token,
      params: language,
      expect: [200],
    });
    await attempt(ctx, audioChapterCalls.put, {
      trying: 'three chapters',
      token,
      params,
      body: { chapters: CHAPTERS },
      expect: [200],
    });
  }
}
