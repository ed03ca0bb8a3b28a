import { parseText, tokenizeVTTCue, type VTTCue } from 'media-captions';
import useSWR from 'swr';
import { mediaUrl } from '../media/media-urls';
import { cuePlainText } from './cue-text';

/** A cue as the player shows it: its timing and placement, its text as nodes and as words. */
export interface ShownCue {
  cue: VTTCue;
  nodes: ReturnType<typeof tokenizeVTTCue>;
  words: string;
}

/** The cues of a WebVTT file, tokenized once (a file that cannot be read shows nothing). */
export async function loadCues(url: string): Promise<ShownCue[]> {
  const reply = await fetch(mediaUrl(url));
  if (!reply.ok) throw new Error(`Captions ${url}: ${reply.status}`);
  const { cues } = await parseText(await reply.text());
  return cues.map((cue) => {
    const nodes = tokenizeVTTCue(cue);
    return { cue, nodes, words: cuePlainText(nodes).replace(/\s+/g, ' ').trim() };
  });
}

const NO_CUES: ShownCue[] = [];

/** The cues behind a caption `url` (null: none), shared by the overlay and the transcript. */
export function useCues(url: string | null): ShownCue[] {
  const { data } = useSWR(url ? ['cues', url] : null, ([, u]: [string, string]) => loadCues(u), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  return data ?? NO_CUES;
}

/** The cues showing at `time`. */
export const cuesAt = (cues: readonly ShownCue[], time: number): ShownCue[] =>
  cues.filter(({ cue }) => cue.startTime <= time && time < cue.endTime);
