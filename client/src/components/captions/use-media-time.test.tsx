import { act, render, screen } from '@testing-library/react';
import { useRef, type RefObject } from 'react';
import { describe, expect, it } from 'vitest';
import { useMediaMoment } from './use-media-time';

function TenSecondLine({
  media,
  draws,
}: {
  media: RefObject<HTMLMediaElement | null>;
  draws: number[];
}) {
  const line = useMediaMoment(media, (seconds) => Math.floor(seconds / 10));
  draws.push(line);
  return <p>Line {line}</p>;
}

function Player({ draws }: { draws: number[] }) {
  const media = useRef<HTMLAudioElement>(null);
  return (
    <>
      <audio ref={media} data-testid="media" />
      <TenSecondLine media={media} draws={draws} />
    </>
  );
}

function playTo(el: HTMLMediaElement, seconds: number, event = 'timeupdate') {
  Object.defineProperty(el, 'currentTime', { value: seconds, configurable: true });
  act(() => {
    el.dispatchEvent(new Event(event));
  });
}

describe('useMediaMoment', () => {
  it('redraws when what it picks changes, not at each time update', () => {
    const draws: number[] = [];
    render(<Player draws={draws} />);
    const el = screen.getByTestId<HTMLMediaElement>('media');
    const before = draws.length;
    playTo(el, 2);
    playTo(el, 5);
    playTo(el, 9.5);
    expect(draws).toHaveLength(before);
    playTo(el, 12);
    expect(screen.getByText('Line 1')).toBeInTheDocument();
    expect(draws.length).toBeGreaterThan(before);
    playTo(el, 31, 'seeked');
    expect(screen.getByText('Line 3')).toBeInTheDocument();
  });
});
