import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PosterFrame } from '../../lib/frames/poster-frames';
import { PosterPicker } from './poster-picker';

const frame = (at: number): PosterFrame => ({ at, blob: new Blob([`jpeg ${at}`]) });
const FRAMES = [frame(2), frame(10), frame(18)];

afterEach(() => {
  vi.restoreAllMocks();
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

  it('says what a replaced thumbnail is, and what to do when no frame can be taken', () => {
    render(
      <PosterPicker
        status="failed"
        frames={[]}
        selected={0}
        disabled={false}
        onSelect={vi.fn()}
        purpose="replace"
      />,
    );
    expect(screen.getByRole('group')).toHaveAccessibleDescription(
      'Pick a frame of your video as its new thumbnail.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('choose an image file instead');
  });
});
