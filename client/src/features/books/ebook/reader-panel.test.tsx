import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ReaderPanel } from './reader-panel';
import { SearchPanel } from './search-panel';

type Name = 'Contents' | 'Search';

/** The reader's bar and its panel, as the EPUB reader has them: one panel, keyed by its name. */
function Reader() {
  const [panel, setPanel] = useState<Name | null>(null);
  const toggle = (name: Name) => setPanel((open) => (open === name ? null : name));
  return (
    <>
      {(['Contents', 'Search'] as const).map((name) => (
        <button key={name} type="button" onClick={() => toggle(name)}>
          {name}
        </button>
      ))}
      {panel ? (
        <ReaderPanel key={panel} title={panel} onClose={() => setPanel(null)}>
          {panel === 'Search' ? (
            <SearchPanel search={vi.fn(() => Promise.resolve([]))} onGo={vi.fn()} />
          ) : (
            <p>The chapters</p>
          )}
        </ReaderPanel>
      ) : null}
    </>
  );
}

describe('ReaderPanel', () => {
  it('opens the search panel on its field, so typing searches, and Escape goes back to Search', async () => {
    const user = userEvent.setup();
    render(<Reader />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const field = screen.getByRole('searchbox', { name: 'Search in book' });
    expect(field).toHaveFocus();
    await user.keyboard('tide');
    expect(field).toHaveValue('tide');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('focuses a panel without a field itself, and its Close button gives the focus back', async () => {
    const user = userEvent.setup();
    render(<Reader />);
    await user.click(screen.getByRole('button', { name: 'Contents' }));
    expect(screen.getByRole('complementary', { name: 'Contents' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Contents' })).toHaveFocus();
  });

  it('moves to the search field when Search is pressed with another panel open, and back to Search', async () => {
    const user = userEvent.setup();
    render(<Reader />);
    await user.click(screen.getByRole('button', { name: 'Contents' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('searchbox', { name: 'Search in book' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });
});
