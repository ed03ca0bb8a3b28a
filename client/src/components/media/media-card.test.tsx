import { render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MediaCard } from './media-card';

const props = {
  to: '/video/1',
  imageSrc: '/thumb.jpg',
  title: 'Night Drive',
  shape: 'wide' as const,
  byline: 'Ada Marlow',
  meta: ['12 views'],
};

describe('MediaCard', () => {
  it('is one link to the item when it has no controls of its own', () => {
    render(
      <MemoryRouter>
        <MediaCard {...props} />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Night Drive Ada Marlow 12 views');
  });

  it('with a creator link and an action, links its title and leaves them beside it, never inside', () => {
    render(
      <MemoryRouter>
        <MediaCard
          {...props}
          bylineLink={<Link to="/creator/2">Ada Marlow</Link>}
          action={<button type="button">Like Night Drive</button>}
        />
      </MemoryRouter>,
    );
    const title = screen.getByRole('link', { name: 'Night Drive' });
    expect(title).toHaveAttribute('href', '/video/1');
    expect(screen.getByRole('link', { name: 'Ada Marlow' })).toHaveAttribute('href', '/creator/2');
    const like = screen.getByRole('button', { name: 'Like Night Drive' });
    // A link inside a link is invalid HTML: the title's link holds neither.
    expect(title).not.toContainElement(screen.getByRole('link', { name: 'Ada Marlow' }));
    expect(title).not.toContainElement(like);
    // The card is not one link wrapping them: its only links are the title and the creator.
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
