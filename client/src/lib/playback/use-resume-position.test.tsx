import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResumeNote } from '../../components/media/resume-note';
import { formatTime } from '../format/format';
import { readResume, saveResume } from './resume-store';
import { shouldResume, useResumePosition } from './use-resume-position';

function Player({ item, restore }: { item: string; restore?: boolean }) {
  const ref = useRef<HTMLAudioElement>(null);
  const resume = useResumePosition(ref, item, { restore });
  return (
    <>
      <audio ref={ref} data-testid="media" />
      {resume.resumedAt !== null && (
        <ResumeNote
          text={`Resume from ${formatTime(resume.resumedAt)}`}
          onStartOver={resume.startOver}
        />
      )}
    </>
  );
}

/** jsdom's media elements do not play: give one a duration and a settable clock. */
function fake(el: HTMLElement, duration: number) {
  let time = 0;
  Object.defineProperty(el, 'duration', { configurable: true, get: () => duration });
  Object.defineProperty(el, 'currentTime', {
    configurable: true,
    get: () => time,
    set: (t: number) => {
      time = t;
    },
  });
  return {
    get time() {
      return time;
    },
    playTo(t: number) {
      time = t;
      fireEvent(el, new Event('timeupdate'));
    },
  };
}

const mount = (item: string, duration: number, restore?: boolean) => {
  const view = render(<Player item={item} restore={restore} />);
  const clock = fake(screen.getByTestId('media'), duration);
  fireEvent(screen.getByTestId('media'), new Event('loadedmetadata'));
  return { view, clock };
};

beforeEach(() => localStorage.clear());

describe('useResumePosition', () => {
  it('keeps the place when the page is left right after a seek, before any timeupdate', () => {
    const { clock } = mount('/media/c.mp3', 300);
    const media = screen.getByTestId<HTMLMediaElement>('media');
    media.currentTime = 40;
    fireEvent(media, new Event('seeked'));
    expect(readResume('media', '/media/c.mp3')).toBe(40);
    media.currentTime = 95;
    fireEvent(window, new Event('pagehide'));
    expect(readResume('media', '/media/c.mp3')).toBe(95);
    expect(clock.time).toBe(95);
  });

  it('remembers the position per item and resumes there after a reload', () => {
    const first = mount('/media/a.mp3', 300);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => first.clock.playTo(83));
    expect(readResume('media', '/media/a.mp3')).toBe(83);
    first.view.unmount();

    const second = mount('/media/a.mp3', 300);
    expect(second.clock.time).toBe(83);
    expect(screen.getByRole('status')).toHaveTextContent('Resume from 1:23');
    second.view.unmount();

    mount('/media/b.mp3', 300);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps remembering but does not seek when told not to restore (a shared start time)', () => {
    saveResume('media', '/media/a.mp3', 120);
    const { clock } = mount('/media/a.mp3', 300, false);
    expect(clock.time).toBe(0);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => clock.playTo(140));
    expect(readResume('media', '/media/a.mp3')).toBe(140);
  });

  it('starts over from 0 and forgets the position', async () => {
    saveResume('media', '/media/a.mp3', 120);
    const { clock } = mount('/media/a.mp3', 300);
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(clock.time).toBe(0);
    expect(readResume('media', '/media/a.mp3')).toBeUndefined();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('starts a finished item from the start', () => {
    const first = mount('/media/a.mp3', 300);
    act(() => first.clock.playTo(150));
    fireEvent(screen.getByTestId('media'), new Event('ended'));
    expect(readResume('media', '/media/a.mp3')).toBeUndefined();
    first.view.unmount();
    saveResume('media', '/media/a.mp3', 298);
    const second = mount('/media/a.mp3', 300);
    expect(second.clock.time).toBe(0);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('does not resume the first seconds or the last ones', () => {
    expect(shouldResume(undefined, 100)).toBe(false);
    expect(shouldResume(3, 100)).toBe(false);
    expect(shouldResume(50, 100)).toBe(true);
    expect(shouldResume(96, 100)).toBe(false);
    expect(shouldResume(50, 0)).toBe(true);
  });
});
