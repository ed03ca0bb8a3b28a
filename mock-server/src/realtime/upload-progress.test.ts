import { describe, expect, it } from 'vitest';
import { RealtimeHub } from './hub.js';
import { createStepProgress } from './step-progress.js';
import { createByteProgress } from './upload-progress.js';

/** A hub whose sends are recorded instead of going to a socket.io server. */
function recordingHub() {
  const sent: unknown[] = [];
  const hub = new RealtimeHub();
  hub.emitToUserSocket = (_socketId: string, _userId: string, _event: string, payload: unknown) => {
    sent.push(payload);
    return true;
  };
  return { hub, sent };
}

describe('createByteProgress', () => {
  it('sends at most one event per interval, and always the final count', () => {
    const { hub, sent } = recordingHub();
    let clock = 1000;
    const progress = createByteProgress({
      hub,
      socketId: 's',
      userId: 'u',
      totalBytes: 1000,
      intervalMs: 250,
      now: () => clock,
    });
    progress.add(100); // first chunk: sent at once
    clock += 100;
    progress.add(100); // inside the interval: held back
    clock += 200;
    progress.add(100); // interval passed: sent with the running count
    progress.finish();
    progress.finish();
    progress.add(50);
    expect(sent).toEqual([
      { uploadedBytes: 100, totalBytes: 1000 },
      { uploadedBytes: 300, totalBytes: 1000 },
      { uploadedBytes: 300, totalBytes: 1000 },
    ]);
  });

  it('raises totalBytes to the count when the client declared too little', () => {
    const { hub, sent } = recordingHub();
    const progress = createByteProgress({ hub, socketId: 's', userId: 'u', totalBytes: 0 });
    progress.add(500);
    expect(sent).toEqual([{ uploadedBytes: 500, totalBytes: 500 }]);
  });
});

describe('createStepProgress', () => {
  it('never moves backwards and stays within 0..100', () => {
    const { hub, sent } = recordingHub();
    const steps = createStepProgress(hub, 's', 'u');
    steps.step(10, 'a');
    steps.step(5, 'b');
    steps.step(140, 'c');
    expect(sent).toEqual([
      { progress: 10, stage: 'a' },
      { progress: 10, stage: 'b' },
      { progress: 100, stage: 'c' },
    ]);
  });
});
