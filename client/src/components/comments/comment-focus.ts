/** A card of a comment list (comment-card.tsx), the first one inside `item`. */
const cardIn = (item: Element | null | undefined): HTMLElement | null =>
  item?.querySelector<HTMLElement>('.comment-card') ?? null;

/**
 * Where the focus goes once the comment of `card` is deleted or removed, best first: the card
 * itself where it keeps its place ("Comment deleted", replies hang on it), else the next comment
 * of its list, the previous one, the comment a reply answered, and last the thread's heading. A
 * keyboard user goes on from where the comment was, not from the top of the page (the Delete
 * button they pressed is gone with it).
 */
export function focusTargets(card: HTMLElement, headingId: string): (HTMLElement | null)[] {
  const item = card.closest('li');
  return [
    card,
    cardIn(item?.nextElementSibling),
    cardIn(item?.previousElementSibling),
    cardIn(item?.parentElement?.closest('li')),
    document.getElementById(headingId),
  ];
}

/** Focuses the first of `targets` still on the page (read after the removal is drawn). */
export function focusFirstLeft(targets: (HTMLElement | null)[]): void {
  targets.find((target) => target?.isConnected)?.focus();
}

/**
 * Gives the focus to the button named `name` in the actions row of `card` (comment-card.tsx): back
 * to Edit, Reply or Report once what it opened closes, so a keyboard user goes on from there and
 * not from the top of the page (the form that held the focus is gone).
 */
export function focusAction(card: HTMLElement | null | undefined, name: string): void {
  const buttons = card?.querySelectorAll<HTMLButtonElement>(':scope > .comment-actions button');
  [...(buttons ?? [])].find((button) => button.textContent === name)?.focus();
}

/** The card of the comment `id` (drawn by now): focused, or its button named `action`. */
export function focusComment(id: string, action?: string): void {
  const card = document.getElementById(`comment-${id}`);
  if (action) focusAction(card, action);
  else card?.focus();
}
