/** How a share ended: the system's share sheet took it, the link was copied, or the user closed the sheet. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/**
 * Shares a link with the Web Share API where the browser has it (phones, some desktops), else
 * copies it to the clipboard. Closing the share sheet is a choice, not a failure. A share sheet
 * that fails otherwise (no user activation left, a refused share target) falls back to copying.
 * Rejects when the link could not be copied either (no clipboard, or permission refused).
 */
export async function shareLink(link: { url: string; title: string }): Promise<ShareOutcome> {
  const data = { url: link.url, title: link.title };
  // Any of these may be missing: most desktops have no share(), plain-http pages no clipboard.
  const nav: Partial<Navigator> = navigator;
  if (nav.share && (nav.canShare?.(data) ?? true)) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  await copyText(link.url);
  return 'copied';
}

/** Copies text to the clipboard; rejects where there is none or the browser refuses. */
export async function copyText(text: string): Promise<void> {
  const nav: Partial<Navigator> = navigator;
  if (!nav.clipboard) throw new Error('This browser has no clipboard for pages');
  await nav.clipboard.writeText(text);
}
