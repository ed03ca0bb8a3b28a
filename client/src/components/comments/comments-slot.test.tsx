import type { CommentThread } from '@inkreel/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COMMENT_ITEM,
  OnScreenObserver,
  testComment,
  testThread,
} from '../../lib/testing/comment-fixtures';
import { mockFetch, on, sentJson, TEST_USER } from '../../lib/testing/fetch-mock';
import { HandOver } from '../../lib/page/hand-over';
import { renderRoutes, storeSession } from '../../lib/testing/render-app';
import { CommentsSlot } from './comments-slot';

// The user's socket, as the thread listens on it: the test publishes comments through it.
const socket = vi.hoisted(() => {
  const listeners = new Map<string, (payload: unknown) => void>();
  return {
    listeners,
    connected: true,
    emit: vi.fn(),
    on: (event: string, listener: (payload: unknown) => void) => listeners.set(event, listener),
    off: (event: string) => listeners.delete(event),
  };
});
vi.mock('../../lib/realtime/user-socket', () => ({
  holdUserSocket: () => ({ socket: Promise.resolve(socket), release: () => undefined }),
}));

const ITEM = COMMENT_ITEM;
const comment = testComment;
const thread = testThread;

const PATH = `/api/videos/${ITEM}/comments`;
const offered = on('GET', '/api/extensions', { body: { extensions: ['comments'] } });

/** The section is on screen as soon as it is watched. */
const OnScreen = OnScreenObserver;

function renderSlot() {
  vi.stubGlobal('IntersectionObserver', OnScreen);
  return renderRoutes(
    [
      {
        path: '/video/:id',
        element: <CommentsSlot kind="video" itemId={ITEM} itemPath={`/video/${ITEM}`} />,
      },
    ],
    `/video/${ITEM}`,
  );
}

/** The slot on a page whose first page of comments the web server read and handed over. */
function renderHanded(first: CommentThread) {
  vi.stubGlobal('IntersectionObserver', OnScreen);
  const replies = { [PATH]: first, '/api/extensions': { extensions: ['comments'] } };
  return renderRoutes(
    [
      {
        element: (
          <HandOver>
            <Outlet />
          </HandOver>
        ),
        children: [
          {
            path: '/video/:id',
            loader: () => ({ replies }),
            hydrateFallbackElement: <p>Loading the page</p>,
            element: <CommentsSlot kind="video" itemId={ITEM} itemPath={`/video/${ITEM}`} />,
          },
        ],
      },
    ],
    `/video/${ITEM}`,
  );
}

describe('CommentsSlot', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    socket.listeners.clear();
    localStorage.clear();
  });

  it('shows the first page the server read without asking again; a signed-in viewer’s own view is asked once', async () => {
    const handed = thread([comment('Read on the server')], { count: 1 });
    const { calls } = mockFetch(on('GET', PATH, { body: thread([], { count: 0 }) }));
    const view = renderHanded(handed);
    // The live thread takes the place of the server's markup, with the same comments.
    expect(await screen.findByRole('link', { name: 'Sign in to comment' })).toBeInTheDocument();
    expect(screen.getByText('Read on the server')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.url.includes('/comments'))).toEqual([]);
    view.unmount();

    // The server read it as a visitor: the viewer's own view (their held comments, their likes,
    // the uploader's controls) replaces it.
    storeSession(TEST_USER);
    renderHanded(handed);
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/comments'))).toHaveLength(1);
  });

  it('shows nothing and asks for no thread against a provider without comments', async () => {
    const { calls } = mockFetch(
      on('GET', '/api/extensions', {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Not found' },
      }),
    );
    const { container } = renderSlot();
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/extensions'))).toBe(true));
    // The extensions' answer is in; still nothing is drawn, and the thread was never asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(calls.some((c) => c.url.includes('/comments'))).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets a visitor read the thread page by page and leads them to sign in', async () => {
    const first = comment('First words at 1:23 <img src=x onerror=alert(1)>', { replyCount: 2 });
    const later = comment('From the second page');
    const reply = comment('A reply', { parentId: first._id });
    mockFetch(
      offered,
      (url, init) =>
        (init.method ?? 'GET') === 'GET' && url.includes(`${PATH}?cursor=next`)
          ? { body: thread([later], { count: 4 }) }
          : undefined,
      on('GET', PATH, { body: thread([first], { nextCursor: 'next', count: 4 }) }),
      on('GET', `/api/comments/${first._id}/replies`, {
        body: { items: [reply], nextCursor: null },
      }),
    );
    renderSlot();
    expect(await screen.findByRole('heading', { name: '4 comments' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Comment by Grace Hopper' });
    // Markup in a comment is its text: no image is made, and the time became a link.
    expect(card).toHaveTextContent('First words at 1:23 <img src=x onerror=alert(1)>');
    expect(within(card).queryByRole('img')).toBeNull();
    expect(within(card).getByRole('link', { name: '1:23' })).toHaveAttribute(
      'href',
      `/video/${ITEM}?t=83`,
    );
    expect(screen.getByRole('link', { name: 'Sign in to comment' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '2 replies' }));
    expect(await screen.findByText('A reply')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('From the second page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('lets a signed-in user comment, reply, edit and delete their own, the count following', async () => {
    storeSession(TEST_USER);
    const theirs = comment('Lovely light');
    const me = { _id: TEST_USER._id, name: TEST_USER.name };
    const mine = comment('My first thought', { author: me });
    const replyToTheirs = comment('Thank you', { author: me, parentId: theirs._id });
    const { calls } = mockFetch(
      offered,
      on('GET', PATH, { body: thread([theirs], { count: 1 }) }),
      (url, init) => {
        if (init.method !== 'POST' || !url.endsWith(PATH)) return undefined;
        const body = sentJson(init) as { parentId?: string };
        return { status: 201, body: body.parentId ? replyToTheirs : mine };
      },
      on('PATCH', `/api/comments/${mine._id}`, {
        body: { ...mine, text: 'My second thought', editedAt: '2026-11-20T11:00:00.000Z' },
      }),
      on('DELETE', `/api/comments/${mine._id}`, { body: { _id: mine._id, count: 1 } }),
    );
    renderSlot();
    expect(await screen.findByRole('heading', { name: '1 comment' })).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Add a comment' }), {
      target: { value: '  My first thought ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    const own = await screen.findByRole('article', { name: `Comment by ${TEST_USER.name}` });
    expect(own).toHaveTextContent('My first thought');
    // The count follows in its own render: on a loaded machine the card can come a render first.
    expect(await screen.findByRole('heading', { name: '2 comments' })).toBeInTheDocument();
    const posted = calls.find((c) => c.init.method === 'POST');
    expect(sentJson(posted?.init)).toEqual({ text: 'My first thought' });

    const theirCard = screen.getByRole('article', { name: 'Comment by Grace Hopper' });
    fireEvent.click(within(theirCard).getByRole('button', { name: 'Reply' }));
    const replyBox = screen.getByRole('textbox', { name: 'Reply to Grace Hopper' });
    fireEvent.change(replyBox, { target: { value: 'Thank you' } });
    const replyForm = screen.getByRole('form', { name: 'Reply to Grace Hopper' });
    fireEvent.click(within(replyForm).getByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Reply to Grace Hopper' })).toBeNull(),
    );
    expect(screen.getByText('Thank you', { selector: '.comment-text' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3 comments' })).toBeInTheDocument();

    fireEvent.click(within(own).getByRole('button', { name: 'Edit' }));
    const edit = screen.getByRole('textbox', { name: 'Edit your comment' });
    fireEvent.change(edit, { target: { value: 'My second thought' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('My second thought', { selector: '.comment-text' }),
    ).toBeInTheDocument();
    expect(screen.getByText('edited')).toBeInTheDocument();

    const edited = own;
    fireEvent.click(within(edited).getByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Confirm' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByText('My second thought')).toBeNull());
    expect(screen.getByRole('heading', { name: '1 comment' })).toBeInTheDocument();
  });

  it('keeps a new comment from someone else behind a pill until it is asked for', async () => {
    storeSession(TEST_USER);
    mockFetch(offered, on('GET', PATH, { body: thread([comment('Already here')]) }));
    renderSlot();
    expect(await screen.findByText('Already here')).toBeInTheDocument();
    await waitFor(() => expect(socket.listeners.has('commentAdded')).toBe(true));
    expect(socket.emit).toHaveBeenCalledWith('watchComments', { kind: 'video', itemId: ITEM });

    const fresh = comment('Just arrived');
    socket.listeners.get('commentAdded')?.({
      kind: 'video',
      itemId: ITEM,
      comment: fresh,
      count: 2,
    });
    const pill = await screen.findByRole('button', { name: '1 new comment' });
    expect(screen.queryByText('Just arrived')).toBeNull();
    expect(screen.getByRole('heading', { name: '2 comments' })).toBeInTheDocument();
    fireEvent.click(pill);
    expect(await screen.findByText('Just arrived')).toBeInTheDocument();
  });
});
