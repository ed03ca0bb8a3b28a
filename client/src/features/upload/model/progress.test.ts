import { describe, expect, it } from 'vitest';
import {
  initialProgress,
  progressReducer,
  statusMessage,
  type ProgressAction,
  type ProgressState,
} from './progress';

const run = (actions: ProgressAction[], from: ProgressState = initialProgress) =>
  actions.reduce(progressReducer, from);

describe('progressReducer', () => {
  it('reports byte progress as a percentage', () => {
    const state = run([
      { type: 'start', totalBytes: 1000 },
      { type: 'bytes', uploadedBytes: 250, totalBytes: 1000 },
    ]);
    expect(state).toMatchObject({
      status: 'uploading',
      progress: 25,
      uploadedBytes: 250,
      totalBytes: 1000,
    });
  });

  it('never moves backwards, whatever order XHR and socket events arrive in', () => {
    const events: ProgressAction[] = [
      { type: 'bytes', uploadedBytes: 600, totalBytes: 1000 },
      { type: 'bytes', uploadedBytes: 400, totalBytes: 1000 },
      { type: 'percent', progress: 30 },
      { type: 'bytes', uploadedBytes: 550, totalBytes: 900 },
      { type: 'percent', progress: 80 },
      { type: 'bytes', uploadedBytes: 10, totalBytes: 1000 },
    ];
    let state = run([{ type: 'start', totalBytes: 1000 }]);
    const seen: number[] = [];
    for (const event of events) {
      state = progressReducer(state, event);
      seen.push(state.progress);
    }
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(state.progress).toBe(80);
  });

  it('clamps to 0..100 and ignores nonsense', () => {
    const started = run([{ type: 'start', totalBytes: 100 }]);
    expect(progressReducer(started, { type: 'percent', progress: 250 }).progress).toBe(100);
    expect(progressReducer(started, { type: 'percent', progress: -5 }).progress).toBe(0);
    expect(progressReducer(started, { type: 'percent', progress: Number.NaN }).progress).toBe(0);
    expect(
      progressReducer(started, { type: 'bytes', uploadedBytes: 500, totalBytes: 100 }).progress,
    ).toBe(100);
  });

  it('ignores events when no upload is running', () => {
    expect(progressReducer(initialProgress, { type: 'percent', progress: 50 })).toBe(
      initialProgress,
    );
    const done = run([{ type: 'start', totalBytes: 10 }, { type: 'complete' }]);
    expect(progressReducer(done, { type: 'fail' })).toBe(done);
  });

  it('holds at 100% processing until the server completes (realtime video)', () => {
    const processing = run([
      { type: 'start', totalBytes: 10 },
      { type: 'httpDone', awaitServer: true },
    ]);
    expect(processing).toMatchObject({ status: 'uploading', progress: 100, processing: true });
    expect(statusMessage(processing)).toBe('Upload complete! Processing on server...');
    const done = progressReducer(processing, { type: 'complete' });
    expect(done).toMatchObject({ status: 'complete', progress: 100, processing: false });
    expect(statusMessage(done)).toBe('Upload complete! Your content is now available.');
  });

  it('follows the provider’s count once it reports one, not the browser’s', () => {
    const counted = run([
      { type: 'start', totalBytes: 1000 },
      { type: 'awaitServer' },
      { type: 'bytes', uploadedBytes: 400, totalBytes: 1000, at: 1000 },
      { type: 'bytes', uploadedBytes: 300, totalBytes: 1000, at: 1100, from: 'provider' },
    ]);
    // The bar never goes back, but the browser's samples give way to the provider's.
    expect(counted).toMatchObject({ progress: 40, providerCounts: true });
    expect(counted.samples).toEqual([{ at: 1100, bytes: 300 }]);
    // The browser sending everything (a proxy buffering it) changes nothing.
    const browserDone = run(
      [
        { type: 'bytes', uploadedBytes: 1000, totalBytes: 1000, at: 1200 },
        { type: 'sent', at: 1200 },
      ],
      counted,
    );
    expect(browserDone).toMatchObject({ progress: 40, sent: false, processing: false });
    expect(statusMessage(browserDone)).toBe('Uploading your content...');
    const half = run(
      [{ type: 'bytes', uploadedBytes: 500, totalBytes: 1000, at: 1300, from: 'provider' }],
      browserDone,
    );
    expect(half.progress).toBe(50);
    // The provider's last byte is the end of the upload: processing on server at 100 %.
    const all = run(
      [{ type: 'bytes', uploadedBytes: 1000, totalBytes: 1000, at: 1400, from: 'provider' }],
      half,
    );
    expect(all).toMatchObject({ progress: 100, sent: true, sentAt: 1400, processing: true });
    expect(statusMessage(all)).toBe('Upload complete! Processing on server...');
  });

  it('takes the browser’s last byte as the end when the provider counts nothing', () => {
    const realtime = run([
      { type: 'start', totalBytes: 10 },
      { type: 'awaitServer' },
      { type: 'bytes', uploadedBytes: 10, totalBytes: 10, at: 5 },
      { type: 'sent', at: 6 },
    ]);
    expect(realtime).toMatchObject({ progress: 100, sent: true, processing: true });
    expect(statusMessage(realtime)).toBe('Upload complete! Processing on server...');
    // Without a realtime connection the reply completes it; sending alone does not.
    const plain = run([
      { type: 'start', totalBytes: 10 },
      { type: 'sent', at: 6 },
    ]);
    expect(plain).toMatchObject({ status: 'uploading', sent: true, processing: false });
  });

  it('completes with the HTTP reply when there is no realtime connection', () => {
    const done = run([
      { type: 'start', totalBytes: 10 },
      { type: 'httpDone', awaitServer: false },
    ]);
    expect(done).toMatchObject({ status: 'complete', progress: 100 });
  });

  it('has the status messages of docs/product.md section 4 and resets to idle at 0', () => {
    expect(statusMessage(initialProgress)).toBe('Ready to upload');
    const uploading = run([
      { type: 'start', totalBytes: 10 },
      { type: 'percent', progress: 40 },
    ]);
    expect(statusMessage(uploading)).toBe('Uploading your content...');
    const failed = progressReducer(uploading, { type: 'fail' });
    expect(failed.status).toBe('error');
    expect(statusMessage(failed)).toBe('An error occurred during upload. Please try again.');
    expect(progressReducer(failed, { type: 'reset' })).toEqual(initialProgress);
    expect(progressReducer(failed, { type: 'start', totalBytes: 5 }).progress).toBe(0);
  });
});
