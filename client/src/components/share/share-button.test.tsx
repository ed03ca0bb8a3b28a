import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from './share-button';

const original = {
  share: Object.getOwnPropertyDescriptor(navigator, 'share'),
  clipboard: Object.getOwnPropertyDescriptor(navigator, 'clipboard'),
};

/** Gives the test's navigator a share() and a clipboard, or takes them away (undefined). */
function stubNavigator(parts: {
  share?: (data: ShareData) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
}) {
  Object.defineProperty(navigator, 'share', { configurable: true, value: parts.share });
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: parts.writeText ? { writeText: parts.writeText } : undefined,
  });
}

function restore(name: 'share' | 'clipboard') {
  const descriptor = original[name];
  if (descriptor) Object.defineProperty(navigator, name, descriptor);
  else Reflect.deleteProperty(navigator, name);
}

const pageUrl = (path: string) => new URL(path, window.location.origin).toString();

describe('ShareButton', () => {
  afterEach(() => {
    restore('share');
    restore('clipboard');
    vi.restoreAllMocks();
  });

  it('opens the share sheet with the page link where the browser has one', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    stubNavigator({ share, writeText });
    render(<ShareButton path="/audio/a1" title="Night Drive" />);

    await userEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledWith({ url: pageUrl('/audio/a1'), title: 'Night Drive' });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('copies nothing when the user closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    stubNavigator({ share, writeText });
    render(<ShareButton path="/audio/a1" title="Night Drive" />);

    await userEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledOnce();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('copies the link and says so in a polite live region without a share sheet', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    stubNavigator({ writeText });
    render(<ShareButton path="/stories/poem/p1" title="Tides" />);

    await userEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(writeText).toHaveBeenCalledWith(pageUrl('/stories/poem/p1'));
    const status = await screen.findByText('Link copied');
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the link selected, to copy by hand, when the clipboard is refused', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusal = new DOMException('Write permission denied.', 'NotAllowedError');
    const writeText = vi.fn<(text: string) => Promise<void>>().mockRejectedValue(refusal);
    stubNavigator({ writeText });
    render(<ShareButton path="/books/read/b1" title="A Book" />);

    await userEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Could not copy the link. Select it below and copy it yourself.',
    );
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Link to share' });
    expect(field.value).toBe(pageUrl('/books/read/b1'));
    expect(field).toHaveAttribute('readonly');
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(field.value.length);
    expect(warned).toHaveBeenCalledWith('Could not copy the link', refusal);
  });

  it('shows the link too when the browser has no clipboard for the page', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubNavigator({});
    render(<ShareButton path="/video/v1" title="Clip" />);

    await userEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(
      await screen.findByRole<HTMLInputElement>('textbox', { name: 'Link to share' }),
    ).toHaveValue(pageUrl('/video/v1'));
    expect(warned).toHaveBeenCalledWith('Could not copy the link', expect.any(Error));
  });

  it('adds the current time as ?t= when "Start at current time" is ticked', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    stubNavigator({ writeText });
    render(<ShareButton path="/video/v1" title="Clip" currentTime={() => 83.6} />);

    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenLastCalledWith(pageUrl('/video/v1'));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Start at current time' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenLastCalledWith(`${pageUrl('/video/v1')}?t=83`);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied (starts at 1:23)');
  });

  it('offers no start time for what is not a video', () => {
    render(<ShareButton path="/audio/a1" title="Night Drive" />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
