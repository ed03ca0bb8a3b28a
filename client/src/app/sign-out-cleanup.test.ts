import { afterEach, describe, expect, it, vi } from 'vitest';
import { addItem, getSnapshot } from '../lib/queue/queue-store';
import { QUEUE_STORAGE_KEY } from '../lib/playback/now-playing';
import { runSignOutHooks } from '../lib/session/sign-out-hooks';
import { registerSignOutCleanup } from './sign-out-cleanup';

vi.mock('../features/upload/drafts/draft-store', () => ({ clearDraft: vi.fn() }));

afterEach(() => {
  localStorage.clear();
});

describe('sign-out clean-up', () => {
  it("empties the signed-out user's queue, and clears their upload draft", async () => {
    const { clearDraft } = await import('../features/upload/drafts/draft-store');
    const unregister = registerSignOutCleanup();
    addItem({ kind: 'audio', id: 'a'.repeat(24), title: 'Four Chords', creator: 'Ada Marlow' });
    expect(getSnapshot().current?.title).toBe('Four Chords');
    await runSignOutHooks('u1');
    expect(getSnapshot().current).toBeNull();
    expect(getSnapshot().queue.items).toEqual([]);
    expect(localStorage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
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
