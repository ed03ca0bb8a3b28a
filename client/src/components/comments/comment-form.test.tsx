import type { BookPlace } from '@inkreel/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CommentForm } from './comment-form';

describe('CommentForm on a reflowable book', () => {
  it('records the place the reader is at ("At my place in the book") in place of a page', async () => {
    const place: BookPlace = {
      cfi: 'epubcfi(/6/8!/4/2/10/1:42)',
      fraction: 0.34,
      chapter: 'Dough',
    };
    let now: BookPlace | null = null;
    const onSubmit = vi.fn(() => Promise.resolve());
    render(
      <CommentForm
        label="Add a comment"
        submitLabel="Comment"
        reading={{ currentPlace: () => now }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.queryByRole('textbox', { name: 'Page' })).toBeNull();
    const box = screen.getByRole('checkbox', { name: 'At my place in the book' });
    // Before the book has opened there is no place to record.
    fireEvent.click(box);
    expect(box).not.toBeChecked();
    now = place;
    fireEvent.click(box);
    expect(screen.getByRole('checkbox', { name: 'At 34%, Dough' })).toBeChecked();
    fireEvent.change(screen.getByRole('textbox', { name: 'Add a comment' }), {
      target: { value: 'The dough rests here' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ text: 'The dough rests here', place }),
    );
    expect(
      await screen.findByRole('checkbox', { name: 'At my place in the book' }),
    ).not.toBeChecked();
  });
});

describe('CommentForm near its limit', () => {
  it('counts what is left, then says how many characters are too many (never "-250 left")', async () => {
    render(<CommentForm label="Add a comment" submitLabel="Comment" onSubmit={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    fireEvent.change(box, { target: { value: 'a'.repeat(1_900) } });
    expect(screen.getByText('100 left')).toBeVisible();
    fireEvent.change(box, { target: { value: 'a'.repeat(2_250) } });
    expect(screen.getByText('250 characters too many')).toBeVisible();
    expect(screen.queryByText(/left$/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('A comment is at most 2,000 characters')).toBeVisible();
    expect(box).toHaveAccessibleDescription('A comment is at most 2,000 characters');
    expect(screen.getByText('250 characters too many')).toBeVisible();
  });
});
