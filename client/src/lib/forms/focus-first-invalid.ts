// lib/forms: one way to build a form: its fields, the contract's rules, the server's errors, busy.
// Here: after a refused submit, the first field that says why takes the focus.
import { useCallback, useEffect, useRef } from 'react';

/** How a field says its message is shown: FormField, the upload form's fields and the others. */
const INVALID_FIELD = '[aria-invalid="true"]';

/**
 * Focuses the first field of `root` marked invalid, in document order, and returns it. The
 * browser's own focus() scrolls it into view, so a message below the fold is not missed, and
 * the field's aria-describedby reads its message out (WCAG 3.3.1).
 */
export function focusFirstInvalid(root: ParentNode | null | undefined): HTMLElement | null {
  const field = root?.querySelector<HTMLElement>(INVALID_FIELD) ?? null;
  field?.focus();
  return field;
}

/**
 * For a form whose messages appear with its next render (state set as the submit is refused):
 * call the function it returns with the form (or any element around its fields) when a submit
 * is refused, and the first invalid field takes the focus once that render is on screen. Looked
 * for at once, the fields would not be marked yet: the focus stayed on the submit button.
 * Used by useContractForm and by the forms that keep their own state (upload, deposit).
 */
export function useFocusFirstInvalid(): (root: ParentNode | null) => void {
  const pending = useRef<ParentNode | null>(null);
  // No dependencies: it runs after every render, and acts only after a refusal.
  useEffect(() => {
    const root = pending.current;
    if (!root) return;
    pending.current = null;
    focusFirstInvalid(root);
  });
  return useCallback((root: ParentNode | null) => {
    pending.current = root;
  }, []);
}
