import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readInProgress, recordProgress } from '../../../lib/playback/in-progress';
import { renderRoutes } from '../../../lib/testing/render-app';
import { ContinueRow } from './continue-row';

afterEach(() => localStorage.clear());

describe('ContinueRow', () => {
  it('lists what is in progress, newest first, with how far, and forgets one on request', async () => {
    recordProgress({ kind: 'video', id: 'v1', title: 'Watched', progress: 0.5, duration: 600 });
    recordProgress({ kind: 'book', id: 'b1', title: 'Read', progress: 0.25, image: '/c.jpg' });
    // Recorded in the same millisecond: the later one is first all the same.
    renderRoutes([{ path: '/', element: <ContinueRow /> }], '/');
    const list = screen.getByRole('list', { name: 'In progress' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual([
      'Read',
      'Watched',
    ]);
    expect(within(list).getByRole('link', { name: 'Read' })).toHaveAttribute(
      'href',
      '/books/read/b1',
    );
    expect(within(list).getByRole('link', { name: 'Watched' })).toHaveAttribute(
      'href',
      '/video/v1',
    );
    expect(screen.getByText('Book · 25% read')).toBeVisible();
    expect(screen.getByText('Video · 5 min left')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Read from Continue' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(readInProgress().map((e) => e.id)).toEqual(['v1']);
  });

  it('lists a story and a poem read part way, each opening its page', () => {
    recordProgress({ kind: 'story', id: 's1', title: 'A walk', progress: 0.3 });
    recordProgress({ kind: 'poem', id: 'p1', title: 'Two stanzas', progress: 0.5 });
    renderRoutes([{ path: '/', element: <ContinueRow /> }], '/');
    const list = screen.getByRole('list', { name: 'In progress' });
    expect(within(list).getByRole('link', { name: 'A walk' })).toHaveAttribute(
      'href',
      '/stories/story/s1',
    );
    expect(within(list).getByRole('link', { name: 'Two stanzas' })).toHaveAttribute(
      'href',
      '/stories/poem/p1',
    );
    expect(screen.getByText('Story · 30% read')).toBeVisible();
    expect(screen.getByText('Poem · 50% read')).toBeVisible();
  });

  it('draws nothing when nothing is in progress', () => {
    renderRoutes([{ path: '/', element: <ContinueRow /> }], '/');
    expect(screen.queryByRole('heading', { name: 'Continue' })).toBeNull();
  });
});
