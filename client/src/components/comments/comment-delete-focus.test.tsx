import type { Comment } from '@inkreel/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COMMENT_ITEM as ITEM,
  OnScreenObserver,
  testComment as comment,
  testThread as thread,
} from '../../lib/testing/comment-fixtures';
import { mockFetch, on, TEST_USER } from '../../lib/testing/fetch-mock';
import { renderRoutes, storeSession } from '../../lib/testing/render-app';
import { CommentsSlot } from './comments-slot';

// The thread listens on the user's socket; here nothing arrives through it.
vi.mock('../../lib/realtime/user-socket', () => ({
  holdUserSocket: () => ({
    socket: Promise.resolve({ connected: true, emit: () => null, on: () => null, off: () => null }),
    release: () => undefined,
  }),
}));

const PATH = `/api/videos/${ITEM}/comments`;
const me = { _id: TEST_USER._id, name: TEST_USER.name };
/** Another reader's comment, their name telling the cards apart. */
const by = (name: string) => comment(`Words of ${name}`, { author: { _id: 'e'.repeat(24), name } });
const card = (name: string) => screen.getByRole('article', { name: `Comment by ${name}` });

/** The video's thread holding `items`, read by the signed-in user. */
async function renderThread(items: Comment[], removed: Comment) {
  storeSession(TEST_USER);
  vi.stubGlobal('IntersectionObserver', OnScreenObserver);
  mockFetch(
    on('GET', '/api/extensions', { body: { extensions: ['comments'] } }),
    on('GET', PATH, { body: thread(items) }),
    on('DELETE', `/api/comments/${removed._id}`, {
      body: { _id: removed._id, count: items.length - 1 },
    }),
  );
  renderRoutes(
    [
      {
        path: '/video/:id',
        element: <CommentsSlot kind="video" itemId={ITEM} itemPath={`/video/${ITEM}`} />,
      },
    ],
    `/video/${ITEM}`,
  );
  await screen.findByRole('heading', { name: /comments?$/ });
}

/** "Delete", then "Delete" in "Delete your comment?", as a keyboard user would. */
async function deleteOwn() {
  const own = await screen.findByRole('article', { name: `Comment by ${me.name}` });
  const ask = within(own).getByRole('button', { name: 'Delete' });
  ask.focus();
  fireEvent.click(ask);
  const confirm = within(screen.getByRole('group', { name: 'Confirm' })).getByRole('button', {
    name: 'Delete',
  });
  confirm.focus();
  fireEvent.click(confirm);
}

describe('deleting one’s own comment', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('hands the focus to the next comment', async () => {
    const mine = comment('Mine, to delete', { author: me });
    await renderThread([by('Lena Ortiz'), mine, by('Omar Reyes')], mine);
    await deleteOwn();
    await waitFor(() => expect(screen.queryByText('Mine, to delete')).toBeNull());
    expect(card('Omar Reyes')).toHaveFocus();
  });

  it('hands it to the previous comment when it was the last', async () => {
    const mine = comment('Last and mine', { author: me });
    await renderThread([by('Lena Ortiz'), mine], mine);
    await deleteOwn();
    await waitFor(() => expect(screen.queryByText('Last and mine')).toBeNull());
    expect(card('Lena Ortiz')).toHaveFocus();
  });

  it('hands it to the heading when no comment is left', async () => {
    const mine = comment('All alone', { author: me });
    await renderThread([mine], mine);
    await deleteOwn();
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '0 comments' })).toHaveFocus();
  });

  it('keeps it on the comment when replies keep its place as "Comment deleted"', async () => {
    const mine = comment('Answered by others', { author: me, replyCount: 2 });
    await renderThread([mine, by('Lena Ortiz')], mine);
    await deleteOwn();
    expect(await screen.findByText('Comment deleted')).toBeInTheDocument();
    expect(card('a deleted account')).toHaveFocus();
  });
});
