import { REPORT_NOTE_MAX } from '@inkreel/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportForm } from './report-form';

afterEach(() => vi.unstubAllGlobals());

describe('ReportForm', () => {
  it('refuses a note past its limit beside the note, which takes the focus; nothing is sent', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<ReportForm commentId="c1" onClose={() => {}} />);
    const note = screen.getByLabelText('Note (optional)');
    fireEvent.change(note, { target: { value: 'x'.repeat(REPORT_NOTE_MAX + 1) } });
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(/500/);
    expect(note).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
