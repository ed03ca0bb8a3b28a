import { fireEvent, render, screen } from '@testing-library/react';
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
});
