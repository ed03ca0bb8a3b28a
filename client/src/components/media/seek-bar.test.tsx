import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SeekBar } from './seek-bar';

describe('SeekBar', () => {
  it('stays a bare range input when nothing is added', () => {
    render(<SeekBar currentTime={5} duration={60} onSeek={vi.fn()} />);
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveValue('5');
    expect(screen.queryByText('0:05')).not.toBeInTheDocument();
  });

  it('shows the time under the pointer, with what the preview gives for it, until it leaves', () => {
    const preview = vi.fn((at: number) => <span>chapter at {Math.round(at)}</span>);
    render(
      <SeekBar
        currentTime={0}
        duration={100}
        onSeek={vi.fn()}
        marks={[0, 30, 60]}
        preview={preview}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Seek' });
    // jsdom lays nothing out: every box is 214 px wide, the bar's field (which measures) too.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(0, 0, 214, 18),
    );
    // 7 px of thumb at each end: x = 7 + 0.5 × 200 is the middle. The pointer's events reach
    // the field around the slider as they would in a browser.
    fireEvent.pointerMove(slider, { clientX: 107 });
    expect(screen.getByText('chapter at 50')).toBeInTheDocument();
    expect(screen.getByText('0:50')).toBeInTheDocument();
    fireEvent.pointerLeave(slider);
    expect(screen.queryByText('0:50')).not.toBeInTheDocument();
  });

  it('puts a comment’s moment on the bar as a button that seeks there; one past the end is left out', async () => {
    const onSeek = vi.fn();
    const pins = [
      { id: 'a', at: 30, label: 'Comment at 0:30: The light here', text: 'The light here' },
      { id: 'b', at: 500, label: 'Comment at 8:20: Too late', text: 'Too late' },
    ];
    const { rerender } = render(
      <SeekBar currentTime={0} duration={0} onSeek={onSeek} pins={pins} />,
    );
    // Before the length is known nothing can be placed.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<SeekBar currentTime={0} duration={100} onSeek={onSeek} pins={pins} />);
    const pin = screen.getByRole('button', { name: 'Comment at 0:30: The light here' });
    expect(pin).toHaveStyle({ left: 'calc(7px + (100% - 14px) * 0.3)' });
    expect(screen.queryByRole('button', { name: /Too late/ })).not.toBeInTheDocument();
    await userEvent.click(pin);
    expect(onSeek).toHaveBeenCalledWith(30);
  });
});
