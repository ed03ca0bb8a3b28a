import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on } from '../../../lib/testing/fetch-mock';
import { renderRoutes } from '../../../lib/testing/render-app';
import { progressOf, recordProgress } from '../../../lib/playback/in-progress';
import { READER_SETTINGS_KEY } from '../reader/reader-settings';
import { WritingPage } from './writing-page';

const id = 'b'.repeat(24);
const story = {
  _id: id,
  title: 'The long walk',
  content: Array.from({ length: 660 }, (_, i) => `word${i}`).join(' '),
  tags: [],
  createdAt: '2026-01-02T00:00:00.000Z',
  uploadedBy: { name: 'Writer' },
};

beforeEach(() => {
  localStorage.clear();
  mockFetch(on('GET', `/api/stories/${id}`, { body: story }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = async () => {
  const view = renderRoutes(
    [{ path: '/stories/:kind/:id', element: <WritingPage /> }],
    `/stories/story/${id}`,
  );
  await screen.findByRole('heading', { name: 'The long walk' });
  return view;
};
const article = () => screen.getByRole('article');

describe('the story reader', () => {
  it('shows the reading time and a progress bar', async () => {
    await open();
    expect(screen.getByText(/3 min read/)).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: 'Reading progress' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('changes size, spacing, width, typeface and page colour, and keeps them', async () => {
    const user = userEvent.setup();
    const first = await open();
    await user.click(screen.getByText('Reading settings'));
    expect(article().style.getPropertyValue('--reader-size')).toBe('1.15rem');
    await user.click(screen.getByRole('button', { name: 'Larger text' }));
    await user.click(screen.getByRole('button', { name: 'Larger text' }));
    expect(article().style.getPropertyValue('--reader-size')).toBe('1.5rem');
    await user.selectOptions(screen.getByLabelText('Line spacing'), 'relaxed');
    await user.selectOptions(screen.getByLabelText('Column width'), 'narrow');
    await user.selectOptions(screen.getByLabelText('Typeface'), 'sans');
    await user.click(screen.getByRole('radio', { name: 'Sepia' }));
    expect(article()).toHaveClass('reader-theme-sepia', 'reader-font-sans');
    expect(article().style.getPropertyValue('--reader-leading')).toBe('2.1');
    expect(article().style.getPropertyValue('--reader-width')).toBe('34em');
    first.unmount();

    await open();
    expect(article()).toHaveClass('reader-theme-sepia', 'reader-font-sans');
    expect(article().style.getPropertyValue('--reader-size')).toBe('1.5rem');
    expect(article().style.getPropertyValue('--reader-width')).toBe('34em');
    expect(screen.getByRole('radio', { name: 'Sepia' })).toBeChecked();
    expect(JSON.parse(localStorage.getItem(READER_SETTINGS_KEY) ?? '{}')).toMatchObject({
      size: 4,
      theme: 'sepia',
    });
  });

  it('stops at the smallest and largest of six text sizes', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByText('Reading settings'));
    const smaller = screen.getByRole('button', { name: 'Smaller text' });
    await user.click(smaller);
    await user.click(smaller);
    expect(smaller).toBeDisabled();
    expect(screen.getByText('1 of 6')).toBeInTheDocument();
    const larger = screen.getByRole('button', { name: 'Larger text' });
    for (let i = 0; i < 5; i += 1) await user.click(larger);
    expect(larger).toBeDisabled();
    expect(article().style.getPropertyValue('--reader-size')).toBe('1.75rem');
  });

  it('ignores stored settings that are not valid', async () => {
    localStorage.setItem(READER_SETTINGS_KEY, '{"size":99,"theme":"neon"}');
    await open();
    expect(article()).toHaveClass('reader-theme-auto', 'reader-font-serif');
  });
});

describe('the place in a story', () => {
  /** The text 2,000 px taller than the window, `top` px from the window's top. */
  const textAt = (top: number) =>
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return (
        this.classList.contains('reading-body')
          ? { top, height: window.innerHeight + 2000 }
          : { top: 0, height: 0 }
      ) as DOMRect;
    });

  it('is kept as it is read, for the Continue row', async () => {
    await open();
    textAt(-500);
    window.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() =>
      expect(progressOf('story', id)).toMatchObject({ title: 'The long walk', progress: 0.25 }),
    );
  });

  it('opens there again, says so, and Start over goes back to the top', async () => {
    const user = userEvent.setup();
    recordProgress({ kind: 'story', id, title: 'The long walk', progress: 0.4 });
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    textAt(0);
    await open();
    expect(await screen.findByText('Resumed at 40% read')).toBeVisible();
    expect(scrollTo).toHaveBeenCalledWith({ top: 800 });
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    expect(screen.queryByText(/Resumed at/)).not.toBeInTheDocument();
    expect(progressOf('story', id)).toBeUndefined();
  });
});

describe('the poem reader', () => {
  it('sets each line apart, so a wrapped line hangs under its own', async () => {
    const poemId = 'c'.repeat(24);
    mockFetch(
      on('GET', `/api/poems/${poemId}`, {
        body: {
          ...story,
          _id: poemId,
          title: 'Two stanzas',
          content: 'First line\nsecond line\n\nThird, after a gap',
        },
      }),
    );
    renderRoutes(
      [{ path: '/stories/:kind/:id', element: <WritingPage /> }],
      `/stories/poem/${poemId}`,
    );
    await screen.findByRole('heading', { name: 'Two stanzas' });
    // Each line is its own block (exact text: no line runs into the next).
    for (const line of ['First line', 'second line', 'Third, after a gap']) {
      expect(screen.getByText(line)).toHaveClass('poem-line');
    }
  });
});
