import { describe, expect, it } from 'vitest';
import {
  initialProgress,
  progressReducer,
  type ProgressAction,
  type ProgressState,
} from './progress';
import { publishedLink } from './published-link';
import { uploadTimeline } from './timeline';

const run = (actions: ProgressAction[]) => actions.reduce(progressReducer, initialProgress);
const states = (state: ProgressState) => uploadTimeline(state).map((s) => s.state);
const stage = (state: ProgressState, id: string) => {
  const found = uploadTimeline(state).find((s) => s.id === id);
  if (!found) throw new Error(`no ${id} stage`);
  return found;
};
const KB = 1024;
const video = { type: 'video' as const, id: 'a'.repeat(24), title: 'Sea trip' };

describe('upload timeline', () => {
  it('lists uploading, processing and published, none started while idle', () => {
    const stages = uploadTimeline(initialProgress);
    expect(stages.map((s) => s.label)).toEqual(['Uploading', 'Processing', 'Published']);
    expect(states(initialProgress)).toEqual(['pending', 'pending', 'pending']);
  });

  it('shows bytes, percent and the measured rate while uploading', () => {
    const state = run([
      { type: 'start', totalBytes: 0, at: 0 },
      { type: 'bytes', uploadedBytes: 0, totalBytes: 200 * KB, at: 0 },
      { type: 'bytes', uploadedBytes: 40 * KB, totalBytes: 200 * KB, at: 1000 },
      { type: 'bytes', uploadedBytes: 80 * KB, totalBytes: 200 * KB, at: 2000 },
    ]);
    expect(states(state)).toEqual(['active', 'pending', 'pending']);
    expect(stage(state, 'upload').detail).toBe('80 KB of 200 KB · 40% · 40 KB/s');
  });

  it('leaves the rate out until it can be measured, and ignores the socket counts for it', () => {
    const state = run([
      { type: 'start', totalBytes: 0, at: 0 },
      { type: 'bytes', uploadedBytes: 10 * KB, totalBytes: 100 * KB, at: 0 },
      { type: 'bytes', uploadedBytes: 50 * KB, totalBytes: 100 * KB },
    ]);
    expect(stage(state, 'upload').detail).toBe('50 KB of 100 KB · 50%');
  });

  it('names the provider steps in order, the last one current, then all done with a link', () => {
    let state = run([
      { type: 'start', totalBytes: 0, at: 0 },
      { type: 'bytes', uploadedBytes: 100 * KB, totalBytes: 100 * KB, at: 0 },
      { type: 'sent', at: 2000 },
      { type: 'httpDone', awaitServer: true },
      { type: 'percent', progress: 0, stage: 'Checking the video container' },
      { type: 'percent', progress: 40, stage: 'Reading the video structure' },
      { type: 'percent', progress: 60, stage: 'Reading the video structure' },
    ]);
    expect(states(state)).toEqual(['done', 'active', 'pending']);
    expect(stage(state, 'upload').detail).toBe('100 KB sent at 50 KB/s');
    expect(stage(state, 'processing').detail).toBe('60%');
    expect(stage(state, 'processing').steps).toEqual([
      { name: 'Checking the video container', state: 'done' },
      { name: 'Reading the video structure', state: 'active' },
    ]);
    state = progressReducer(state, { type: 'complete', published: video });
    expect(states(state)).toEqual(['done', 'done', 'done']);
    expect(stage(state, 'processing').steps.map((s) => s.state)).toEqual(['done', 'done']);
    expect(stage(state, 'published').link).toEqual({
      href: `/video/${video.id}`,
      text: 'Open your video “Sea trip”',
    });
  });

  it('shows the processing percent when the events carry no step names', () => {
    const state = run([
      { type: 'start', totalBytes: 10 },
      { type: 'httpDone', awaitServer: true },
      { type: 'percent', progress: 35 },
    ]);
    expect(stage(state, 'processing')).toMatchObject({ state: 'active', detail: '35%', steps: [] });
  });

  it('waits for the server after the bytes of an audio or book upload, then links to it', () => {
    let state = run([{ type: 'start', totalBytes: 0 }, { type: 'sent' }]);
    expect(stage(state, 'processing').detail).toBe('Waiting for the server to confirm...');
    state = progressReducer(state, {
      type: 'complete',
      published: { type: 'book', id: 'b1', title: 'Novel' },
    });
    expect(stage(state, 'processing')).toMatchObject({ state: 'done', detail: 'Done' });
    expect(stage(state, 'published').link?.href).toBe('/books/read/b1');
    expect(publishedLink({ type: 'audio', id: 'x', title: 'Song' }).href).toBe('/audio/x');
  });

  it('links a published poem or story to its page under /stories', () => {
    expect(publishedLink({ type: 'poem', id: 'p1', title: 'Roses' })).toEqual({
      href: '/stories/poem/p1',
      text: 'Open your poem “Roses”',
    });
    expect(publishedLink({ type: 'story', id: 's1', title: 'Tale' })).toEqual({
      href: '/stories/story/s1',
      text: 'Open your story “Tale”',
    });
  });

  it('marks the upload stage failed, with where it stopped, when the bytes did not all go', () => {
    const state = run([
      { type: 'start', totalBytes: 0 },
      { type: 'bytes', uploadedBytes: 30 * KB, totalBytes: 120 * KB },
      { type: 'fail', reason: 'The connection to the server was lost before the upload finished.' },
    ]);
    expect(states(state)).toEqual(['failed', 'pending', 'pending']);
    expect(stage(state, 'upload').detail).toBe(
      'The connection to the server was lost before the upload finished. Stopped at 30 KB of 120 KB.',
    );
  });

  it('marks processing failed, the upload done, when the provider reports an error', () => {
    const state = run([
      { type: 'start', totalBytes: 0 },
      { type: 'bytes', uploadedBytes: 10, totalBytes: 10 },
      { type: 'httpDone', awaitServer: true },
      { type: 'percent', progress: 5, stage: 'Checking the video container' },
      { type: 'fail', reason: 'The server could not finish processing the file.' },
    ]);
    expect(states(state)).toEqual(['done', 'failed', 'pending']);
    expect(stage(state, 'processing').detail).toBe(
      'The server could not finish processing the file.',
    );
    expect(stage(state, 'processing').steps).toEqual([
      { name: 'Checking the video container', state: 'active' },
    ]);
  });
});
