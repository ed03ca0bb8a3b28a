import type { Comment } from '@inkreel/shared';
import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testComment } from '../../lib/testing/comment-fixtures';
import { CommentTextView } from './comment-text-view';

const base: Comment = testComment('', { author: { _id: 'f'.repeat(24), name: 'Someone' } });

const options = { itemPath: '/video/x', timed: true, creators: true };

/** Strings rich in markup, addresses, schemes and times, beside arbitrary ones. */
const hostile = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc
    .array(
      fc.constantFrom(
        '<img src=x onerror=alert(1)>',
        '<script>alert(1)</script>',
        'javascript:alert(1)',
        '<a href="javascript:alert(1)">x</a>',
        'https://example.com/a?b=<c>',
        '&lt;b&gt;',
        '1:23',
        '10:02:03',
        ' ',
        '\n',
        '"\'`',
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join('')),
);

describe('CommentTextView', () => {
  it('shows any text exactly as typed, making no element but its own links', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const { unmount } = render(
          <MemoryRouter>
            <CommentTextView comment={{ ...base, text }} options={options} />
          </MemoryRouter>,
        );
        const paragraph = screen.getByRole('paragraph');
        expect(paragraph.textContent).toBe(text);
        // Every element in the text is a link the product made: the text's own links and times.
        const links = screen.queryAllByRole('link');
        // eslint-disable-next-line testing-library/no-node-access -- counts every element, of any role
        expect(paragraph.querySelectorAll('*')).toHaveLength(links.length);
        for (const link of links) {
          const href = link.getAttribute('href') ?? '';
          const own = href.startsWith('/video/x?t=');
          expect(own || /^https?:\/\//.test(href)).toBe(true);
          if (!own) expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
        }
        unmount();
      }),
      { numRuns: 150 },
    );
  });
});
