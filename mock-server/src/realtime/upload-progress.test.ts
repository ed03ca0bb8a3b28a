import { describe, expect, it } from 'vitest';
import { createByteProgress } from './upload-progress.js';

/** A send that records each count instead of emitting it. */
function recordingSend() {
  const sent: unknown[] = [];
  const send = (uploadedBytes: number, totalBytes: number) => {
    sent.push({ uploadedBytes, totalBytes });
  };
  return { send, sent };
}

describe('createByteProgress', () => {
  it('sends at most one event per interval, and always the final count', () => {
    const { send, sent } = recordingSend();
    let clock = 1000;
    const progress = createByteProgress({
      send,
      totalBytes: 1000,
      intervalMs: 250,
      now: () => clock,
    });
    progress.add(100); // first chunk: sent at once
    clock += 100;
    progress.add(100); // inside the interval: held back
    clock += 200;
    progress.add(100); // interval passed: sent with the running count
    clock += 100;
    progress.add(100); // inside the interval: held back
    progress.finish(); // the final count goes out
    progress.finish();
    progress.add(50);
    expect(sent).toEqual([
      { uploadedBytes: 100, totalBytes: 1000 },
      { uploadedBytes: 300, totalBytes: 1000 },
      { uploadedBytes: 400, totalBytes: 1000 },
    ]);
  });

  it('sends the final count once when the last chunk already sent it', () => {
    const { send, sent } = recordingSend();
    let clock = 1000;
    const progress = createByteProgress({ send, totalBytes: 200, now: () => clock });
    progress.add(100);
    clock += 300;
    progress.add(100); // interval passed: the final count goes out here
    progress.finish();
    expect(sent).toEqual([
      { uploadedBytes: 100, totalBytes: 200 },
      { uploadedBytes: 200, totalBytes: 200 },
    ]);
  });

  it('raises totalBytes to the count when the client declared too little', () => {
    const { send, sent } = recordingSend();
    const progress = createByteProgress({ send, totalBytes: 0 });
    progress.add(500);
    expect(sent).toEqual([{ uploadedBytes: 500, totalBytes: 500 }]);
  });
});
