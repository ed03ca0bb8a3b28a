import type { Comment } from '@inkreel/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMMENT_ITEM as ITEM,
  OnScreenObserver,
  testComment as comment,
  testThread as thread,
} from '../../lib/testing/comment-fixtures';
import { mockFetch, on } from '../../lib/testing/fetch-mock';
import { renderRoutes } from '../../lib/testing/render-app';
import { CommentsSlot } from './comments-slot';

const PATH = `/api/videos/${ITEM}/comments`;
const offered = on('GET', '/api/extensions', { body: { extensions: ['comments'] } });
const one = (id: string) => `/api/comments/${id}`;

/** The video's comments opened by a link to one of them (a notification's). */
function renderLinked(id: string) {
  vi.stubGlobal('IntersectionObserver', OnScreenObserver);
  return renderRoutes(
    [
      {
        path: '/video/:id',
        element: <CommentsSlot kind="video" itemId={ITEM} itemPath={`/video/${ITEM}`} />,
      },
    ],
    `/video/${ITEM}#comment-${id}`,
  );
}

/** The linked comment is in view, highlighted and focused (a screen reader starts there). */
async function expectLinked(text: string): Promise<HTMLElement> {
  const card = await screen.findByRole('article', { name: 'Linked comment by Grace Hopper' });
  expect(card).toHaveTextContent(text);
  expect(card).toHaveClass('comment-linked');
  await waitFor(() => expect(card).toHaveFocus());
  expect(scrolled).toContain(card);
  return card;
}

let scrolled: Element[] = [];

describe('a link to one comment', () => {
  beforeEach(() => {
    scrolled = [];
    // happy-dom lays nothing out: which element was brought into view is what is checked.
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a comment on the first page where it is, asking for nothing more', async () => {
    const before = comment('Newer');
    const aimed = comment('The one linked');
    const { calls } = mockFetch(offered, on('GET', PATH, { body: thread([before, aimed]) }));
    renderLinked(aimed._id);
    await expectLinked('The one linked');
    expect(screen.getByRole('article', { name: 'Comment by Grace Hopper' })).toHaveTextContent(
      'Newer',
    );
    expect(calls.some((c) => c.url.includes(one(aimed._id)))).toBe(false);
  });

  it('unfolds the thread a reply hangs on, the reply shown past its first page of replies', async () => {
    const top = comment('Opening the thread', { replyCount: 21 });
    const first = comment('An early reply', { parentId: top._id });
    const reply = comment('The reply linked', { parentId: top._id });
    mockFetch(
      offered,
      on('GET', PATH, { body: thread([comment('Another thread'), top]) }),
      on('GET', one(reply._id), { body: { comment: reply, parent: top } }),
      on('GET', `${one(top._id)}/replies`, { body: { items: [first], nextCursor: 'more' } }),
    );
    renderLinked(reply._id);
    await expectLinked('The reply linked');
    expect(await screen.findByText('An early reply')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide 21 replies' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('Another thread')).toBeInTheDocument();
  });

  it('shows a thread past the first page alone, then the whole thread on request', async () => {
    const top = comment('An old thread', { replyCount: 1 });
    const reply = comment('Answered long ago', { parentId: top._id });
    mockFetch(
      offered,
      on('GET', PATH, { body: thread([comment('Fresh words')], { nextCursor: 'next', count: 9 }) }),
      on('GET', one(reply._id), { body: { comment: reply, parent: top } }),
      on('GET', `${one(top._id)}/replies`, { body: { items: [reply], nextCursor: null } }),
    );
    renderLinked(reply._id);
    await expectLinked('Answered long ago');
    expect(screen.getByText('An old thread')).toBeInTheDocument();
    expect(screen.queryByText('Fresh words')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show the whole thread' }));
    expect(await screen.findByText('Fresh words')).toBeInTheDocument();
    expect(screen.queryByText('An old thread')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });

  it.each([
    [
      'deleted, hidden or out of sight (404)',
      { status: 404, body: { code: 'NOT_FOUND', message: 'Comment not found' } },
      'The comment this link leads to is no longer there.',
    ],
    [
      'not reachable',
      { networkError: true },
      'The comment this link leads to could not be loaded.',
    ],
  ])('says so in a note when the comment is %s, the thread shown below', async (_, reply, note) => {
    const gone = 'e'.repeat(24);
    mockFetch(
      offered,
      on('GET', PATH, { body: thread([comment('Still here')]) }),
      on('GET', one(gone), reply),
    );
    renderLinked(gone);
    const said = await screen.findByText(note);
    await waitFor(() => expect(said).toHaveFocus());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Still here')).toBeInTheDocument();
  });

  it('says a first comment deleted while replies hang on it is no longer there', async () => {
    const deleted: Comment = { ...comment(''), state: 'deleted', author: null, replyCount: 1 };
    const { calls } = mockFetch(offered, on('GET', PATH, { body: thread([deleted]) }));
    renderLinked(deleted._id);
    expect(
      await screen.findByText('The comment this link leads to is no longer there.'),
    ).toBeInTheDocument();
    const section = screen.getByRole('region', { name: '1 comment' });
    expect(within(section).getByText('Comment deleted')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes(one(deleted._id)))).toBe(false);
  });
});
