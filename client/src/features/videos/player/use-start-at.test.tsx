import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useStartAt } from './use-start-at';

function Player({ startAt }: { startAt: number | undefined }) {
  const ref = useRef<HTMLVideoElement>(null);
  useStartAt(ref, '/clip.mp4', startAt);
  return <video ref={ref} data-testid="video" />;
}

/** The element as the browser leaves it once the metadata of a `duration`-second video is in. */
function metadataLoaded(video: HTMLVideoElement, duration: number) {
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  video.dispatchEvent(new Event('loadedmetadata'));
}

const theVideo = () => screen.getByTestId<HTMLVideoElement>('video');

describe('useStartAt', () => {
  it("starts at the link's start time, set before the metadata is in", () => {
    render(<Player startAt={83} />);
    const video = theVideo();
    expect(video.currentTime).toBe(83);
    metadataLoaded(video, 120);
    expect(video.currentTime).toBe(83);
  });

  it('plays from the start when the time is past the end of the video', () => {
    render(<Player startAt={500} />);
    const video = theVideo();
    metadataLoaded(video, 120);
    expect(video.currentTime).toBe(0);
  });

  it('leaves the position alone without a start time', () => {
    render(<Player startAt={undefined} />);
    const video = theVideo();
    video.currentTime = 12;
    metadataLoaded(video, 120);
    expect(video.currentTime).toBe(12);
  });
});
