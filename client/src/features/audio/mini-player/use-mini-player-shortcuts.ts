import type { RefObject } from 'react';
import { seekBy, seekShortcuts } from '../../../lib/keyboard/media-keys';
import { useShortcuts } from '../../../lib/keyboard/use-shortcuts';
import { next, previous } from '../../../lib/queue/queue-store';

/**
 * The mini player's keys (issue 51): they work only where no other player is on the page (a
 * fallback group: any other group's key wins), and `?` lists them then.
 */
export function useMiniPlayerShortcuts(
  media: RefObject<HTMLMediaElement | null>,
  togglePlay: () => void,
) {
  const withMedia = (act: (el: HTMLMediaElement) => void) => () => {
    const el = media.current;
    if (el) act(el);
  };
  const seek = (delta: number) =>
    withMedia((el) => {
      el.currentTime = seekBy(el.currentTime, delta, el.duration);
    });
  useShortcuts(
    'Mini player',
    [
      { keys: [' ', 'k'], labels: ['Space', 'k'], description: 'Play or pause', run: togglePlay },
      ...seekShortcuts(seek),
      {
        keys: ['m'],
        labels: ['m'],
        description: 'Mute or unmute',
        run: withMedia((el) => {
          el.muted = !el.muted;
        }),
      },
      { keys: ['n'], labels: ['n'], description: 'Next in the queue', run: () => void next() },
      { keys: ['p'], labels: ['p'], description: 'Previous in the queue', run: previous },
    ],
    true,
    { fallback: true },
  );
}
