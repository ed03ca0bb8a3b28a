import { afterEach, describe, expect, it, vi } from 'vitest';
import { handedTrack, handOff, stopHandedTrack } from '../lib/playback/now-playing';
import { runSignOutHooks } from '../lib/session/sign-out-hooks';
import { registerSignOutCleanup } from './sign-out-cleanup';

vi.mock('../features/upload/drafts/draft-store', () => ({ clearDraft: vi.fn() }));

afterEach(() => {
  stopHandedTrack();
});

describe('sign-out clean-up', () => {
  it('stops the track the signed-out user left playing, and clears their upload draft', async () => {
    const { clearDraft } = await import('../features/upload/drafts/draft-store');
    const unregister = registerSignOutCleanup();
    handOff({
      id: 'a'.repeat(24),
      title: 'Four Chords',
      artist: 'Ada Marlow',
      artwork: '/api/media/a.jpg',
      src: '/api/media/a.mp3',
      position: 12,
      muted: false,
    });
    await runSignOutHooks('u1');
    expect(handedTrack()).toBeNull();
    expect(clearDraft).toHaveBeenCalledWith('u1');
    unregister();
  });

  it('pauses a track still playing on its page, so leaving the page afterwards hands nothing over', async () => {
    document.body.innerHTML = '<audio data-testid="page-player"></audio>';
    const el = document.querySelector('audio');
    const pause = vi.fn();
    if (el) el.pause = pause;
    const unregister = registerSignOutCleanup();
    await runSignOutHooks('u1');
    expect(pause).toHaveBeenCalledOnce();
    unregister();
    document.body.innerHTML = '';
  });
});
