// lib/community: likes, creators, counted playback and sign-in intents shared by features (issue 53).
import { audioCalls, buildUrl, secondsToCount, videoCalls, viewCalls } from '@inkreel/shared';
import { useEffect, type RefObject } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { request } from '../api/api-client';
import { useExtension } from '../api/extensions';
import { visitorId } from './visitor-id';

export type PlayedKind = 'video' | 'audio';

/**
 * Seconds of each item played during this visit, whichever player played them (a track's page,
 * then the mini player), and the items already reported: one report per item and visit.
 */
const played = new Map<string, number>();
const reported = new Set<string>();

/** A jump of the playhead larger than this many seconds of playback is a seek, not playback. */
const MAX_STEP = 2;

async function report(
  mutate: ScopedMutator,
  kind: PlayedKind,
  id: string,
  seconds: number,
  duration?: number,
) {
  const body = { seconds, ...(duration ? { duration } : {}), visitorId: visitorId() };
  try {
    if (kind === 'video') {
      const reply = await request(viewCalls.video, { params: { id }, body });
      // The page's count moves with the view it just counted.
      if (reply.counted) {
        await mutate(
          buildUrl(videoCalls.byId, { params: { id } }),
          (video?: { views: number }) => video && { ...video, views: reply.views },
          { revalidate: false },
        );
      }
    } else {
      const reply = await request(viewCalls.audio, { params: { id }, body });
      if (reply.counted) {
        await mutate(
          buildUrl(audioCalls.byId, { params: { id } }),
          (audio?: { plays: number }) => audio && { ...audio, plays: reply.plays },
          { revalidate: false },
        );
      }
    }
  } catch (error) {
    // Counting is the provider's business; playback goes on whatever it answers.
    console.warn('The view could not be reported', error);
  }
}

/**
 * Reports real playback of an item once it has played 10 s, or half of an item shorter than
 * 20 s (docs/product.md section 10): time the playhead moved while playing, at any speed.
 * Seeking, reloading or opening the page adds nothing. Only when the provider offers `views`.
 */
export function usePlaybackReport(
  media: RefObject<HTMLMediaElement | null>,
  kind: PlayedKind,
  id: string,
): void {
  const offered = useExtension('views');
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const el = media.current;
    if (!el || !offered) return;
    const key = `${kind}:${id}`;
    let last = el.currentTime;
    const onTime = () => {
      const now = el.currentTime;
      const step = now - last;
      last = now;
      if (el.seeking || el.paused || step <= 0 || step > MAX_STEP * Math.max(1, el.playbackRate))
        return;
      const total = (played.get(key) ?? 0) + step;
      played.set(key, total);
      const duration = Number.isFinite(el.duration) && el.duration > 0 ? el.duration : undefined;
      if (reported.has(key) || total < secondsToCount(duration)) return;
      reported.add(key);
      void report(mutate, kind, id, Math.round(total * 10) / 10, duration);
    };
    const onJump = () => {
      last = el.currentTime;
    };
    el.addEventListener('timeupdate', onTime);
    el.addEventListener('seeking', onJump);
    el.addEventListener('seeked', onJump);
    return () => {
      el.removeEventListener('timeupdate', onTime);
      el.removeEventListener('seeking', onJump);
      el.removeEventListener('seeked', onJump);
    };
  }, [media, kind, id, offered, mutate]);
}

/** usePlaybackReport as an element, for a page that knows its item only once loaded. */
export function PlaybackReport(props: {
  media: RefObject<HTMLMediaElement | null>;
  kind: PlayedKind;
  id: string;
}): null {
  usePlaybackReport(props.media, props.kind, props.id);
  return null;
}
