import type { Highlight } from '@inkreel/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HighlightsPanel } from './highlights-panel';

const highlight = (over: Partial<Highlight> = {}): Highlight => ({
  _id: 'h'.repeat(24),
  bookId: 'b'.repeat(24),
  location: 'epubcfi(/6/4!/4/2,/1:0,/1:10)',
  text: 'a squat white tower',
  color: 'yellow',
  note: 'The end of the walk',
  createdAt: '2026-11-29T00:00:00.000Z',
  updatedAt: '2026-11-29T00:00:00.000Z',
  ...over,
});

function panelWith(list: Highlight[]) {
  const props = {
    onGo: vi.fn(),
    onSave: vi.fn(() => Promise.resolve()),
    onDelete: vi.fn(() => Promise.resolve()),
    onExport: vi.fn(),
  };
  render(<HighlightsPanel list={list} {...props} />);
  return props;
}

describe('HighlightsPanel', () => {
  it('says how to make one when there is none', () => {
    panelWith([]);
    expect(screen.getByText(/No highlights yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export as Markdown' })).toBeNull();
  });

  it('leads back to a passage, edits its colour and note, deletes it and exports the list', async () => {
    const user = userEvent.setup();
    const handlers = panelWith([highlight()]);
    await user.click(screen.getByRole('button', { name: 'a squat white tower' }));
    expect(handlers.onGo).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'a squat white tower' }),
    );

    await user.click(screen.getByRole('button', { name: /^Edit highlight/ }));
    await user.click(screen.getByRole('radio', { name: 'Blue' }));
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.clear(note);
    await user.type(note, '  Where the path ends  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(handlers.onSave).toHaveBeenCalledWith('h'.repeat(24), {
      color: 'blue',
      note: 'Where the path ends',
    });
    expect(await screen.findByRole('button', { name: /^Edit highlight/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Delete highlight/ }));
    expect(handlers.onDelete).toHaveBeenCalledWith('h'.repeat(24));
    await user.click(screen.getByRole('button', { name: 'Export as Markdown' }));
    expect(handlers.onExport).toHaveBeenCalledOnce();
  });
});
