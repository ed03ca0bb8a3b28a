import { afterEach, describe, expect, it } from 'vitest';
import { QUEUE_STORAGE_KEY, stopAllPlayback } from '../playback/now-playing';
import type { QueueItem } from './queue-model';
import {
  addItem,
  getSnapshot,
  hold,
  next,
  playItem,
  previous,
  release,
  resumeIfSuspenderGone,
} from './queue-store';

const track = (title: string): QueueItem => ({
  kind: 'audio',
  id: title.padEnd(24, 'a'),
  title,
  creator: 'Ada',
  src: `/api/media/${title}.mp3`,
});

/** A media element jsdom can "play": play and pause fire their events. */
function fakeMedia(tag: 'audio' | 'video' = 'audio'): HTMLMediaElement {
  const el = document.createElement(tag);
  let paused = true;
  Object.defineProperty(el, 'paused', { get: () => paused });
  el.play = () => {
    paused = false;
    el.dispatchEvent(new Event('play'));
    return Promise.resolve();
  };
  el.pause = () => {
    if (paused) return;
    paused = true;
    el.dispatchEvent(new Event('pause'));
  };
  document.body.append(el);
  return el;
}

afterEach(() => {
  stopAllPlayback();
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('the queue store', () => {
  it('keeps the queue in storage, so a reload finds it', () => {
    addItem(track('one'));
    addItem(track('two'));
    const stored = JSON.parse(localStorage.getItem(QUEUE_STORAGE_KEY) ?? '{}') as {
      items: { title: string }[];
      current: string;
    };
    expect(stored.items.map((i) => i.title)).toEqual(['one', 'two']);
    expect(stored.current).toBe(getSnapshot().current?.entryId);
  });

  it('another player starting pauses the queue, which comes back when that player has gone', async () => {
    addItem(track('one'));
    const mini = fakeMedia();
    hold(mini, 'mini');
    await mini.play();
    expect(getSnapshot().playing).toBe(false);
    const video = fakeMedia('video');
    await video.play();
    expect(mini.paused).toBe(true);
    expect(getSnapshot().suspended).toBe(true);
    // Still on the page: the queue stays aside.
    resumeIfSuspenderGone();
    expect(getSnapshot().suspended).toBe(true);
    video.remove();
    resumeIfSuspenderGone();
    expect(getSnapshot().suspended).toBe(false);
    expect(getSnapshot().current?.title).toBe('one');
  });

  it('a page that releases its playing entry leaves it playing for the mini player, at its place', () => {
    const page = fakeMedia();
    playItem(track('one'), { el: page });
    expect(getSnapshot().holder).toBe('page');
    release(page, { position: 42, playing: true });
    expect(getSnapshot()).toMatchObject({ holder: null, playing: true });
    expect(getSnapshot().queue.position).toBe(42);
  });

  it('next and previous move through the queue; previous restarts after 3 seconds', async () => {
    addItem(track('one'));
    addItem(track('two'));
    const mini = fakeMedia();
    hold(mini, 'mini');
    await next();
    expect(getSnapshot().current?.title).toBe('two');
    expect(getSnapshot().holder).toBeNull();
    const second = fakeMedia();
    hold(second, 'mini');
    second.currentTime = 10;
    previous();
    expect(getSnapshot().current?.title).toBe('two');
    expect(second.currentTime).toBe(0);
    previous();
    expect(getSnapshot().current?.title).toBe('one');
  });

  it('reaching a book asks for its reader', async () => {
    addItem(track('one'));
    addItem({ kind: 'book', id: 'b'.repeat(24), title: 'A book', creator: 'Ann' });
    await next();
    expect(getSnapshot().follow?.path).toBe(`/books/read/${'b'.repeat(24)}`);
    expect(getSnapshot().playing).toBe(false);
  });
});
