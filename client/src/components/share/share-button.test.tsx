import { render, screen, waitFor } from '@testing-library/react';
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

/** Presses Share and waits for the panel, whose code loads on that first press. */
async function openPanel() {
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  return screen.findByRole('group', { name: /^Share / });
}

describe('ShareButton', () => {
  afterEach(() => {
    restore('share');
    restore('clipboard');
    vi.restoreAllMocks();
  });

  it('opens a panel beside the button with the link, focused and selected', async () => {
    stubNavigator({});
    render(<ShareButton path="/stories/poem/p1" title="Tides" />);
    const button = screen.getByRole('button', { name: 'Share' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('group', { name: 'Share Tides' });
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    const link = screen.getByRole<HTMLInputElement>('textbox', { name: 'Link' });
    expect(link).toHaveValue(pageUrl('/stories/poem/p1'));
    // The panel's code loads on the first press: it takes the focus in an effect that can run
    // just after the panel shows.
    await waitFor(() => expect(link).toHaveFocus());
    expect(link.selectionEnd).toBe(link.value.length);
  });

  it('copies the link and says so in a polite live region inside the panel', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    stubNavigator({ writeText });
    render(<ShareButton path="/stories/poem/p1" title="Tides" />);

    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(writeText).toHaveBeenCalledWith(pageUrl('/stories/poem/p1'));
    const status = await screen.findByText('Link copied');
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.getByRole('group', { name: 'Share Tides' })).toContainElement(status);
  });

  it('hands the link to the system share sheet where the browser has one', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    stubNavigator({ share });
    render(<ShareButton path="/audio/a1" title="Night Drive" />);

    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Share via…' }));

    expect(share).toHaveBeenCalledWith({ url: pageUrl('/audio/a1'), title: 'Night Drive' });
  });

  it('offers no share sheet where the browser has none', async () => {
    stubNavigator({});
    render(<ShareButton path="/audio/a1" title="Night Drive" />);
    await openPanel();
    expect(screen.queryByRole('button', { name: 'Share via…' })).not.toBeInTheDocument();
  });

  it('says the link was not copied, and selects it to copy by hand, when the clipboard is refused', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusal = new DOMException('Write permission denied.', 'NotAllowedError');
    const writeText = vi.fn<(text: string) => Promise<void>>().mockRejectedValue(refusal);
    stubNavigator({ writeText });
    render(<ShareButton path="/books/read/b1" title="A Book" />);

    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Could not copy the link. Select it above and copy it yourself.',
    );
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Link' });
    expect(field).toHaveAttribute('readonly');
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(field.value.length);
    expect(warned).toHaveBeenCalledWith('Could not copy', refusal);
  });

  it('adds the current time as ?t= when "Start at current time" is ticked', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    stubNavigator({ writeText });
    render(<ShareButton path="/video/v1" title="Clip" currentTime={() => 83.6} />);

    await openPanel();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Start at current time' }));
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveValue(
      `${pageUrl('/video/v1')}?t=83`,
    );
    expect(screen.getByRole('checkbox', { name: 'Start at current time (1:23)' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith(`${pageUrl('/video/v1')}?t=83`);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied (starts at 1:23)');
  });

  it('offers no start time for what is not a video', async () => {
    stubNavigator({});
    render(<ShareButton path="/audio/a1" title="Night Drive" />);
    await openPanel();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('gives the embed code of a video or a track, and copies it', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    stubNavigator({ writeText });
    render(
      <ShareButton path="/video/v1" title={'A "quoted" <clip>'} embedPath="/embed/video/v1" />,
    );

    await openPanel();
    const code = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Embed code' });
    expect(code.value).toBe(
      `<iframe src="${pageUrl('/embed/video/v1')}" width="640" height="360" title="A &quot;quoted&quot; &lt;clip&gt;" frameborder="0" loading="lazy" allow="autoplay; fullscreen; picture-in-picture; encrypted-media" allowfullscreen></iframe>`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy embed code' }));
    expect(writeText).toHaveBeenLastCalledWith(code.value);
    expect(await screen.findByRole('status')).toHaveTextContent('Embed code copied');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    stubNavigator({});
    render(<ShareButton path="/audio/a1" title="Night Drive" />);
    await openPanel();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
  });
});
