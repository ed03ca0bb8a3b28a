import { describe, expect, it } from 'vitest';
import {
  chosenFrame,
  frameClock,
  frameSize,
  frameTimes,
  posterFile,
  type PosterFrame,
} from './poster-frames';

const frame = (at: number, text = `frame ${at}`): PosterFrame => ({
  at,
  blob: new Blob([text], { type: 'image/jpeg' }),
});

describe('poster frames', () => {
  it('takes three moments, at 10, 50 and 90 % of the video', () => {
    expect(frameTimes(100)).toEqual([10, 50, 90]);
    expect(frameTimes(20)).toEqual([2, 10, 18]);
  });

  it('takes the first frame only when the length is unknown', () => {
    for (const duration of [Number.NaN, Infinity, 0, -1]) expect(frameTimes(duration)).toEqual([0]);
  });

  it('keeps the video shape, at most 640 px wide', () => {
    expect(frameSize(1920, 1080)).toEqual({ width: 640, height: 360 });
    expect(frameSize(320, 240)).toEqual({ width: 320, height: 240 });
    expect(frameSize(0, 0)).toEqual({ width: 0, height: 0 });
  });

  it('reads moments as minutes and seconds', () => {
    expect(frameClock(2.4)).toBe('0:02');
    expect(frameClock(65)).toBe('1:05');
  });

  it('chooses the first frame by default, another when picked, none when there are none', () => {
    const frames = [frame(1), frame(5), frame(9)];
    expect(chosenFrame(frames, 0)).toBe(frames[0]);
    expect(chosenFrame(frames, 2)).toBe(frames[2]);
    // A pick from an earlier video's longer list falls back to the first.
    expect(chosenFrame(frames, 7)).toBe(frames[0]);
    expect(chosenFrame([], 0)).toBeNull();
  });

  it('sends the chosen frame as a JPEG named after the video', async () => {
    const file = posterFile(frame(5, 'jpeg bytes'), 'my clip.final.mp4');
    expect(file.name).toBe('my clip.final-poster.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(await file.text()).toBe('jpeg bytes');
    expect(posterFile(frame(1), '.mp4').name).toBe('video-poster.jpg');
  });
});
