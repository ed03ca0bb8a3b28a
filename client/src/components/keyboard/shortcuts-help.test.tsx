import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useShortcuts } from '../../lib/keyboard/use-shortcuts';
import { ShortcutsHelp } from './shortcuts-help';

function Reader() {
  useShortcuts('Book reader', [
    { keys: ['+'], labels: ['+'], description: 'Zoom in', run: () => undefined },
  ]);
  return <button type="button">Start</button>;
}

describe('ShortcutsHelp', () => {
  it('opens on ? with the keys of the page, and Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Reader />
        <ShortcutsHelp />
      </>,
    );
    const start = screen.getByRole('button', { name: 'Start' });
    act(() => start.focus());
    const focus = vi.spyOn(start, 'focus');
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const reader = within(dialog).getByRole('region', { name: 'Book reader' });
    expect(within(reader).getByText('Zoom in')).toBeInTheDocument();
    const general = within(dialog).getByRole('region', { name: 'General' });
    expect(within(general).getByText('Show keyboard shortcuts')).toBeInTheDocument();
    expect(within(general).getByText('Close this list')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(start).toHaveFocus();
    // Focus goes back without scrolling the page to the element.
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('lists only the general keys on a page without shortcuts, and Close closes it', async () => {
    const user = userEvent.setup();
    render(<ShortcutsHelp />);
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(
      within(dialog)
        .getAllByRole('region')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['General']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
