import { describe, expect, it } from 'vitest';
import {
  addSample,
  averageRate,
  RATE_WINDOW_MS,
  transferRate,
  type RateSample,
} from './transfer-rate';

const feed = (points: Array<[number, number]>) =>
  points.reduce<RateSample[]>((acc, [at, bytes]) => addSample(acc, { at, bytes }), []);

describe('transfer rate', () => {
  it('has no rate before a quarter of a second of samples', () => {
    expect(transferRate([])).toBeNull();
    expect(transferRate(feed([[0, 0]]))).toBeNull();
    expect(
      transferRate(
        feed([
          [0, 0],
          [200, 5000],
        ]),
      ),
    ).toBeNull();
  });

  it('measures bytes per second over the samples', () => {
    expect(
      transferRate(
        feed([
          [0, 0],
          [500, 20_000],
          [1000, 40_000],
        ]),
      ),
    ).toBe(40_000);
  });

  it('follows the recent window: a connection that slows down shows the slower rate', () => {
    const points: Array<[number, number]> = [];
    for (let t = 0; t <= 5000; t += 500) points.push([t, t * 100]); // 100 KB/s
    for (let t = 5500; t <= 10_000; t += 500) points.push([t, 500_000 + (t - 5000) * 10]); // 10 KB/s
    const samples = feed(points);
    expect(samples[0]?.at).toBeGreaterThanOrEqual(10_000 - RATE_WINDOW_MS - 500);
    expect(transferRate(samples)).toBeCloseTo(10_000, 0);
  });

  it('ignores samples that go back in time or in bytes', () => {
    const samples = feed([
      [0, 0],
      [500, 10_000],
      [400, 20_000],
      [600, 5000],
    ]);
    expect(samples).toEqual([
      { at: 0, bytes: 0 },
      { at: 500, bytes: 10_000 },
    ]);
  });

  it('averages a whole transfer', () => {
    expect(averageRate(80_000, 1000, 3000)).toBe(40_000);
    expect(averageRate(80_000, null, 3000)).toBeNull();
    expect(averageRate(80_000, 3000, 3000)).toBeNull();
    expect(averageRate(0, 0, 3000)).toBeNull();
  });
});
