import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { idSchema } from '../common/primitives.js';
import { folderCall } from '../content/media-calls.js';
import {
  CAPTION_MAX_BYTES,
  chaptersBodySchema,
  storyboardFieldsSchema,
  storyboardReplySchema,
  textTrackAddSchema,
  textTrackListSchema,
  textTrackRemovedSchema,
  textTrackReplaceSchema,
  textTrackSchema,
} from './entities.js';
import { languageTagSchema } from './languages.js';

const feature = 'captions' as const;
const e = errorBodySchema;
/** A read of an item's extras: 400 a malformed id, 404 no such item (or one not yet public). */
const readErrors = { 400: e, 404: e };
/** A change: 401 signed out, 403 someone else's item (or an unverified account), 404 none. */
const changeErrors = { 400: e, 401: e, 403: e, 404: e };
const idParams = z.object({ id: idSchema });
const languageParams = z.object({ id: idSchema, language: languageTagSchema });

type ItemPath = 'videos' | 'audios';

/** The four calls of an item's timed text: captions for a video, lyrics for a track. */
function textTrackCalls(item: ItemPath, noun: 'captions' | 'lyrics', formats: string) {
  const base = `/api/${item}/:id/${noun}`;
  const rules =
    `The text is ${formats}, at most ${CAPTION_MAX_BYTES / 1024} KB; anything else is refused with 400 ` +
    '`CAPTION_INVALID` whose `line` names the line at fault. The provider keeps it as WebVTT, served as ' +
    '`text/vtt` at the `url` of the reply. Only the uploader, verified.';
  return {
    list: defineCall({
      method: 'GET',
      path: base,
      summary: `The ${noun} files of one ${item === 'videos' ? 'video' : 'track'}, by language`,
      scope: 'extension',
      feature,
      auth: false,
      params: idParams,
      responses: { 200: textTrackListSchema, ...readErrors },
    }),
    add: defineCall({
      method: 'POST',
      path: base,
      summary: `Add a ${noun} file in a new language`,
      description: `${rules} One file per language: a language that has one already answers 409 \`CAPTION_EXISTS\` (replacing is a PUT).`,
      scope: 'extension',
      feature,
      auth: true,
      params: idParams,
      body: textTrackAddSchema,
      responses: { 201: textTrackSchema, ...changeErrors, 409: e },
    }),
    replace: defineCall({
      method: 'PUT',
      path: `${base}/:language`,
      summary: `Replace the ${noun} file of one language`,
      description: `${rules} A language without a file answers 404.`,
      scope: 'extension',
      feature,
      auth: true,
      params: languageParams,
      body: textTrackReplaceSchema,
      responses: { 200: textTrackSchema, ...changeErrors },
    }),
    remove: defineCall({
      method: 'DELETE',
      path: `${base}/:language`,
      summary: `Remove the ${noun} file of one language`,
      scope: 'extension',
      feature,
      auth: true,
      params: languageParams,
      responses: { 200: textTrackRemovedSchema, ...changeErrors },
    }),
  };
}

function chapterCalls(item: ItemPath) {
  const path = `/api/${item}/:id/chapters`;
  const what = item === 'videos' ? 'video' : 'track';
  return {
    get: defineCall({
      method: 'GET',
      path,
      summary: `The chapters the uploader gave a ${what}`,
      description:
        'Empty when none were given; a client may then read "0:00 Intro" lines in the description.',
      scope: 'extension',
      feature,
      auth: false,
      params: idParams,
      responses: { 200: chaptersBodySchema, ...readErrors },
    }),
    put: defineCall({
      method: 'PUT',
      path,
      summary: `Set a ${what}'s chapters (an empty list removes them)`,
      description:
        'The first at 0, each later than the one before, at least three, at most 100; titles of 1 to 100 characters. Only the uploader, verified.',
      scope: 'extension',
      feature,
      auth: true,
      params: idParams,
      body: chaptersBodySchema,
      responses: { 200: chaptersBodySchema, ...changeErrors },
    }),
  };
}

/** Captions, lyrics, chapters and seek previews (the `captions` feature, docs/product.md section 10). */
export const captionCalls = textTrackCalls(
  'videos',
  'captions',
  'WebVTT or SRT (converted to WebVTT)',
);
export const lyricsCalls = textTrackCalls(
  'audios',
  'lyrics',
  'WebVTT, SRT or LRC (converted to WebVTT)',
);
export const videoChapterCalls = chapterCalls('videos');
export const audioChapterCalls = chapterCalls('audios');

export const storyboardCalls = {
  get: defineCall({
    method: 'GET',
    path: '/api/videos/:id/storyboard',
    summary: "A video's seek previews, or null when it has none",
    scope: 'extension',
    feature,
    auth: false,
    params: idParams,
    responses: { 200: storyboardReplySchema, ...readErrors },
  }),
  put: defineCall({
    method: 'PUT',
    path: '/api/videos/:id/storyboard',
    summary: "Set a video's seek previews: a sprite of frames and its WebVTT index",
    description:
      'Made by the client at upload, as the poster frame is. `sprite` is one image of every frame; `index` a WebVTT ' +
      'file whose cues say `name#xywh=x,y,w,h` (at most 400). Replaces any earlier one. Only the uploader, verified.',
    scope: 'extension',
    feature,
    auth: true,
    multipart: true,
    params: idParams,
    body: storyboardFieldsSchema,
    files: { sprite: { required: true, kind: 'image' } },
    responses: { 200: storyboardReplySchema, ...changeErrors, 413: e, 415: e },
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/videos/:id/storyboard',
    summary: "Remove a video's seek previews",
    scope: 'extension',
    feature,
    auth: true,
    params: idParams,
    responses: { 200: storyboardReplySchema, ...changeErrors },
  }),
} as const;

/** The files behind the `url`s above. */
export const captionMediaCalls = {
  captions: folderCall('captions', 'a caption or lyrics `url`', ['text/vtt'], feature),
  storyboards: folderCall(
    'storyboards',
    "a storyboard's `spriteUrl` or `indexUrl`",
    ['image/*', 'text/vtt'],
    feature,
  ),
} as const;
