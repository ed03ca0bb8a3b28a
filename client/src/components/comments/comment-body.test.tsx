import type { Comment } from '@inkreel/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CommentBody } from './comment-body';

const BOOK = 'c'.repeat(24);
const comment: Comment = {
  _id: 'a'.repeat(24),
  kind: 'book',
  itemId: BOOK,
  author: { _id: 'b'.repeat(24), name: 'Ada' },
  text: 'The turn in this chapter',
  state: 'published',
  createdAt: '2026-11-20T10:00:00.000Z',
  page: 12,
  likeCount: 0,
  liked: false,
  replyCount: 0,
  mentions: [],
};

describe('CommentBody', () => {
  it('shows the page a book’s comment is about, as a link that opens the reader there', () => {
    render(
      <MemoryRouter>
        <CommentBody
          comment={comment}
          options={{ itemPath: `/books/read/${BOOK}`, timed: false, creators: false }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Page 12' })).toHaveAttribute(
      'href',
      `/books/read/${BOOK}?page=12`,
    );
  });

  it('shows the place in a reflowable book a comment recorded, as a link that opens the reader there', () => {
    const cfi = 'epubcfi(/6/8!/4/2/10/1:42)';
    render(
      <MemoryRouter>
        <CommentBody
          comment={{
            ...comment,
            page: undefined,
            place: { cfi, fraction: 0.344, chapter: 'The Storm' },
          }}
          options={{ itemPath: `/books/read/${BOOK}`, timed: false, creators: false }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^At/)).toHaveTextContent('At 34%, The Storm');
    expect(screen.getByRole('link', { name: '34%, The Storm' })).toHaveAttribute(
      'href',
      `/books/read/${BOOK}?place=${encodeURIComponent(cfi)}`,
    );
    expect(screen.queryByRole('link', { name: /^Page/ })).toBeNull();
  });
});
