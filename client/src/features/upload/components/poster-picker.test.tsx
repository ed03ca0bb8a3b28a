import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePosterFrames } from '../hooks/use-poster-frames';
import { initialFormState } from '../model/form-state';
import type { PosterFrame } from '../model/poster-frames';
import { PosterPicker } from './poster-picker';

const grab = vi.hoisted(() => ({ frames: vi.fn<(file: File) => Promise<PosterFrame[]>>() }));
vi.mock('../hooks/grab-frames', () => ({ grabFrames: (file: File) => grab.frames(file) }));

const frame = (at: number): PosterFrame => ({ at, blob: new Blob([`jpeg ${at}`]) });
const FRAMES = [frame(2), frame(10), frame(18)];

afterEach(() => {
  vi.restoreAllMocks();
  grab.frames.mockReset();
});

function Picker() {
  const [selected, setSelected] = useState(0);
  return (
    <PosterPicker
      status="ready"
      frames={FRAMES}
      selected={selected}
      disabled={false}
      onSelect={setSelected}
    />
  );
}

describe('PosterPicker', () => {
  it('is a named radio group of three frames, the first chosen, arrows moving the choice', async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:frame');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<Picker />);
    const group = screen.getByRole('group', { name: 'Thumbnail from your video' });
    expect(group).toHaveAccessibleDescription(/the first unless you pick another/);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '0',
      '1',
      '2',
    ]);
    for (const name of ['Frame at 0:02', 'Frame at 0:10', 'Frame at 0:18']) {
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('radio', { name: 'Frame at 0:02' })).toBeChecked();

    await user.tab();
    expect(screen.getByRole('radio', { name: 'Frame at 0:02' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Frame at 0:10' })).toBeChecked();
    await user.click(screen.getByText('Frame at 0:18'));
    expect(screen.getByRole('radio', { name: 'Frame at 0:18' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Frame at 0:02' })).not.toBeChecked();
  });

  it('says when frames are being taken, and when none could be', () => {
    const { rerender } = render(
      <PosterPicker
        status="loading"
        frames={[]}
        selected={0}
        disabled={false}
        onSelect={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Taking frames from your video');
    rerender(
      <PosterPicker status="failed" frames={[]} selected={0} disabled={false} onSelect={vi.fn()} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('a title card will be shown instead');
    rerender(
      <PosterPicker status="none" frames={[]} selected={0} disabled={false} onSelect={vi.fn()} />,
    );
    expect(screen.queryByRole('group')).toBeNull();
  });
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
    await import('../hooks/grab-frames');
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
