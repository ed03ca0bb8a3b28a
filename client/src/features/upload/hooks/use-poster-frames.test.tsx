import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PosterFrame } from '../../../lib/frames/poster-frames';
import { initialFormState } from '../model/form-state';
import { usePosterFrames } from './use-poster-frames';

const grab = vi.hoisted(() => ({ frames: vi.fn<(file: File) => Promise<PosterFrame[]>>() }));
vi.mock('../../../lib/frames/grab-frames', () => ({
  grabFrames: (file: File) => grab.frames(file),
}));

const frame = (at: number): PosterFrame => ({ at, blob: new Blob([`jpeg ${at}`]) });
const FRAMES = [frame(2), frame(10), frame(18)];

afterEach(() => {
  vi.restoreAllMocks();
  grab.frames.mockReset();
});

describe('usePosterFrames', () => {
  const video = new File(['mp4'], 'harbour clip.mp4', { type: 'video/mp4' });
  const form = { ...initialFormState(), type: 'video' as const, file: video };

  it('sends the first frame as the thumbnail unless another is picked', async () => {
    grab.frames.mockResolvedValue(FRAMES);
    const { result } = renderHook(() => usePosterFrames(video));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(grab.frames).toHaveBeenCalledWith(video);

    const first = result.current.withPoster(form).image;
    expect(first?.name).toBe('harbour clip-poster.jpg');
    expect(first?.type).toBe('image/jpeg');
    expect(await first?.text()).toBe('jpeg 2');

    result.current.select(2);
    await waitFor(() => expect(result.current.selected).toBe(2));
    expect(await result.current.withPoster(form).image?.text()).toBe('jpeg 18');
  });

  it('leaves a chosen thumbnail, and other types, as they are', async () => {
    grab.frames.mockResolvedValue(FRAMES);
    const { result } = renderHook(() => usePosterFrames(video));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const own = new File(['png'], 'mine.png', { type: 'image/png' });
    expect(result.current.withPoster({ ...form, image: own }).image).toBe(own);
    const audio = { ...initialFormState(), type: 'audio' as const, file: video };
    expect(result.current.withPoster(audio).image).toBeNull();
  });

  it('starts over at the first frame for another video, and asks nothing without one', async () => {
    grab.frames.mockResolvedValue(FRAMES);
    const other = new File(['mp4 2'], 'other.mp4', { type: 'video/mp4' });
    const initialProps: { file: File | null } = { file: video };
    const { result, rerender } = renderHook(({ file }) => usePosterFrames(file), { initialProps });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    result.current.select(1);
    await waitFor(() => expect(result.current.selected).toBe(1));
    rerender({ file: other });
    expect(result.current.selected).toBe(0);
    await waitFor(() => expect(grab.frames).toHaveBeenCalledTimes(2));
    rerender({ file: null });
    expect(result.current.status).toBe('none');
    expect(grab.frames).toHaveBeenCalledTimes(2);
  });

  it('takes no frames of a video removed before the frame code loaded', async () => {
    grab.frames.mockResolvedValue(FRAMES);
    const initialProps: { file: File | null } = { file: video };
    const { result, rerender } = renderHook(({ file }) => usePosterFrames(file), { initialProps });
    rerender({ file: null });
    // The code arrives after the video went.
    await import('../../../lib/frames/grab-frames');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(grab.frames).not.toHaveBeenCalled();
    expect(result.current.status).toBe('none');
  });

  it('reports a video whose frames cannot be taken', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusal = new Error('no decoder');
    grab.frames.mockRejectedValue(refusal);
    const { result } = renderHook(() => usePosterFrames(video));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.withPoster(form).image).toBeNull();
    expect(warned).toHaveBeenCalledWith('No frames could be taken from the video', refusal);
  });
});
