// lib/keyboard: keyboard shortcuts: the registry, what counts as typing, the players' keys.
import type { RefObject } from 'react';
import type { Shortcut } from './shortcut-registry';
import { seekBy, seekShortcuts, stepVolume, type VolumeState } from './media-keys';
import { useShortcuts } from './use-shortcuts';

interface MediaShortcutOptions {
  /** "Video player" or "Audio player": the group's heading in the shortcuts dialog. */
  title: string;
  media: RefObject<HTMLMediaElement | null>;
  togglePlay: () => void;
  /** Present for video: f toggles fullscreen. */
  toggleFullscreen?: () => void;
  /** After any shortcut ran (the video shows its controls). */
  onUse?: () => void;
  /** After ↑, ↓ or m, with the new volume (the video shows it briefly). */
  onVolume?: (volume: VolumeState) => void;
  /** The player's speed steps: > faster and < slower, each returning the new speed. */
  speed?: { faster: () => number; slower: () => number };
  /** After > or <, with the new speed (the video shows it briefly). */
  onSpeed?: (rate: number) => void;
}

/**
 * Space and k play/pause, ← → seek 5 s, ↑ ↓ volume, m mute, > < speed when the player has one,
 * and f fullscreen for video.
 */
export function useMediaShortcuts(options: MediaShortcutOptions) {
  const { title, media, togglePlay, toggleFullscreen, onUse, onVolume, speed, onSpeed } = options;
  const withMedia = (act: (el: HTMLMediaElement) => void) => () => {
    const el = media.current;
    if (!el) return;
    act(el);
    onUse?.();
  };
  const seek = (delta: number) =>
    withMedia((el) => {
      el.currentTime = seekBy(el.currentTime, delta, el.duration);
    });
  const volume = (direction: 1 | -1) =>
    withMedia((el) => {
      const next = stepVolume({ volume: el.volume, muted: el.muted }, direction);
      el.volume = next.volume;
      el.muted = next.muted;
      onVolume?.(next);
    });

  const shortcuts: Shortcut[] = [
    {
      keys: [' ', 'k'],
      labels: ['Space', 'k'],
      description: 'Play or pause',
      run: withMedia(() => togglePlay()),
    },
    ...seekShortcuts(seek),
    { keys: ['ArrowUp'], labels: ['↑'], description: 'Volume up', run: volume(1) },
    { keys: ['ArrowDown'], labels: ['↓'], description: 'Volume down', run: volume(-1) },
    {
      keys: ['m'],
      labels: ['m'],
      description: 'Mute or unmute',
      run: withMedia((el) => {
        el.muted = !el.muted;
        onVolume?.({ volume: el.volume, muted: el.muted });
      }),
    },
  ];
  if (speed) {
    shortcuts.push(
      {
        keys: ['>'],
        labels: ['>'],
        description: 'Faster',
        run: withMedia(() => {
          const rate = speed.faster();
          onSpeed?.(rate);
        }),
      },
      {
        keys: ['<'],
        labels: ['<'],
        description: 'Slower',
        run: withMedia(() => {
          const rate = speed.slower();
          onSpeed?.(rate);
        }),
      },
    );
  }
  if (toggleFullscreen) {
    shortcuts.push({
      keys: ['f'],
      labels: ['f'],
      description: 'Fullscreen on or off',
      run: withMedia(() => toggleFullscreen()),
    });
  }
  useShortcuts(title, shortcuts);
}
