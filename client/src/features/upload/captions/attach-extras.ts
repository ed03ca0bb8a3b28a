import {
  audioChapterCalls,
  buildUrl,
  captionCalls,
  lyricsCalls,
  storyboardCalls,
  videoChapterCalls,
} from '@inkreel/shared';
import { apiUrl, commonHeaders, request } from '../../../lib/api/api-client';
import { sendMultipart } from '../api/send-multipart';
import { messageOf } from '../model/upload-errors';
import type { MadeStoryboard } from './make-storyboard';
import type { CaptionPayload } from './use-caption-fields';

/**
 * After the upload's reply, the item exists: its caption (or lyrics) files, chapters and seek
 * previews go to the provider, each on its own (decision 0380). Resolves with what did not go
 * through, in words; empty when everything did.
 */
export async function attachExtras(
  kind: 'video' | 'audio',
  id: string,
  payload: CaptionPayload,
  storyboard: Promise<MadeStoryboard | null> | null,
): Promise<string[]> {
  const params = { id };
  const problems: string[] = [];
  const tried = async (what: string, send: () => Promise<unknown>) => {
    try {
      await send();
    } catch (error) {
      problems.push(`${what}: ${messageOf(error)}`);
    }
  };
  const add = kind === 'video' ? captionCalls.add : lyricsCalls.add;
  for (const track of payload.tracks) {
    await tried(`${kind === 'video' ? 'Captions' : 'Lyrics'} (${track.language})`, async () =>
      request(add, { params, body: { language: track.language, text: await track.file.text() } }),
    );
  }
  if (payload.chapters.length > 0) {
    const put = kind === 'video' ? videoChapterCalls.put : audioChapterCalls.put;
    await tried('Chapters', () => request(put, { params, body: { chapters: payload.chapters } }));
  }
  const made = storyboard ? await storyboard : null;
  if (made) {
    const body = new FormData();
    body.append('index', made.index);
    body.append('sprite', made.sprite, made.sprite.name);
    await tried('Seek previews', () =>
      sendMultipart({
        url: apiUrl(buildUrl(storyboardCalls.put, { params })),
        method: 'PUT',
        body,
        headers: commonHeaders(),
      }),
    );
  }
  return problems;
}
