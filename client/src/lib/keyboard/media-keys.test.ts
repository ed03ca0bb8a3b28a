import { describe, expect, it } from 'vitest';
import { describeVolume, seekBy, stepVolume } from './media-keys';

describe('seekBy', () => {
  it('moves by the delta inside the media bounds', () => {
    expect(seekBy(10, 5, 60)).toBe(15);
    expect(seekBy(3, -5, 60)).toBe(0);
    expect(seekBy(58, 5, 60)).toBe(60);
  });

  it('does not clamp to an unknown duration', () => {
    expect(seekBy(10, 5, NaN)).toBe(15);
  });
});

describe('stepVolume', () => {
  it('moves in tenths without drifting and stays between 0 and 1', () => {
    let state = { volume: 1, muted: false };
    for (let i = 0; i < 3; i += 1) state = stepVolume(state, -1);
    expect(state).toEqual({ volume: 0.7, muted: false });
    expect(stepVolume({ volume: 1, muted: false }, 1)).toEqual({ volume: 1, muted: false });
  });

  it('mutes on reaching zero, and up unmutes', () => {
    expect(stepVolume({ volume: 0.1, muted: false }, -1)).toEqual({ volume: 0, muted: true });
    expect(stepVolume({ volume: 0, muted: true }, 1)).toEqual({ volume: 0.1, muted: false });
    expect(stepVolume({ volume: 0.5, muted: true }, 1)).toEqual({ volume: 0.6, muted: false });
  });

  it('never unmutes on the way down', () => {
    expect(stepVolume({ volume: 0.5, muted: true }, -1)).toEqual({ volume: 0.4, muted: true });
  });
});

describe('describeVolume', () => {
  it('says the volume or that it is muted', () => {
    expect(describeVolume({ volume: 0.7, muted: false })).toBe('Volume 70%');
    expect(describeVolume({ volume: 0.7, muted: true })).toBe('Muted');
    expect(describeVolume({ volume: 0, muted: false })).toBe('Muted');
  });
});
