// lib/keyboard: keyboard shortcuts: the registry, what counts as typing, the players' keys.
/** Input types that take no typed text: their keys are not typing (but see `nativeOwnsKey`). */
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** Keys typed into a text field, a select or editable content are never shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NON_TEXT_INPUTS.has(target.type);
}

const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);
const ACTIVATES_ON_SPACE =
  'button, a[href], summary, input[type="checkbox"], input[type="radio"], input[type="button"], input[type="submit"], input[type="reset"], [role="button"], [role="checkbox"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"]';
const MOVES_ON_ARROWS =
  'input[type="range"], input[type="radio"], [role="slider"], [role="radio"], [role="tab"], [role="menuitem"], [role="option"], [role="listbox"], [role="tablist"]';

/**
 * Whether the focused control answers this key itself, so a shortcut must leave it alone: Space
 * clicks a focused button or link, arrows move a focused slider or radio group.
 */
export function nativeOwnsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (key === ' ' || key === 'Enter') return target.closest(ACTIVATES_ON_SPACE) !== null;
  if (ARROWS.has(key)) return target.closest(MOVES_ON_ARROWS) !== null;
  return false;
}

/** A modal dialog is open: the page beneath it takes no shortcuts. */
export function modalIsOpen(doc: Document = document): boolean {
  return doc.querySelector('[aria-modal="true"]') !== null;
}
