import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  initialProgress,
  progressReducer,
  type ProgressState,
  type PublishedItem,
} from '../model/progress';
import { ProgressPanel } from './progress-panel';

const book: PublishedItem = { type: 'book', id: 'c'.repeat(24), title: 'My Workshop Notes' };
const video: PublishedItem = { type: 'video', id: 'd'.repeat(24), title: 'Sea trip' };

const published = (item: PublishedItem): ProgressState =>
  [
    { type: 'start', totalBytes: 0, at: 0 } as const,
    { type: 'complete', published: item } as const,
  ].reduce(progressReducer, initialProgress);

/** The page the link leads to, showing the router state it was given. */
function Destination() {
  return <pre data-testid="link-state">{JSON.stringify(useLocation().state)}</pre>;
}

function showPanel(panel: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/upload', element: panel },
      { path: '/books/read/:id', element: <Destination /> },
      { path: '/video/:id', element: <Destination /> },
    ],
    { initialEntries: ['/upload'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const linkState = () => JSON.parse(screen.getByTestId('link-state').textContent) as unknown;

describe('ProgressPanel published link', () => {
  it('opens the new book in the reader with the title the creator typed', async () => {
    const router = showPanel(<ProgressPanel state={published(book)} />);
    // The stages load on demand (the page starts loading them when the form is sent).
    await userEvent.click(
      await screen.findByRole('link', { name: 'Open your book “My Workshop Notes”' }),
    );
    expect(router.state.location.pathname).toBe(`/books/read/${book.id}`);
    expect(linkState()).toEqual({ book: { _id: book.id, title: 'My Workshop Notes' } });
  });

  it('does the same from "Last upload published" once the panel is back to idle', async () => {
    showPanel(<ProgressPanel state={initialProgress} lastPublished={book} />);
    await userEvent.click(screen.getByRole('link', { name: 'Open your book “My Workshop Notes”' }));
    expect(linkState()).toEqual({ book: { _id: book.id, title: 'My Workshop Notes' } });
  });

  it('sends no book state with a link to a video', async () => {
    const router = showPanel(<ProgressPanel state={published(video)} />);
    await userEvent.click(await screen.findByRole('link', { name: 'Open your video “Sea trip”' }));
    expect(router.state.location.pathname).toBe(`/video/${video.id}`);
    expect(linkState()).toBeNull();
  });
});
