import { depositAmountSchema } from '@inkreel/shared';

/** Said when Deposit Funds is pressed with nothing in the field. */
export const EMPTY_AMOUNT = 'Enter an amount to deposit';
/** Said when the field holds what is not a number (a lone "-", "1e"): the browser reports it empty. */
export const NOT_A_NUMBER = 'Enter a number, like 25 or 12.50';

/**
 * Why the typed amount cannot be deposited, or null when it can (or nothing is typed yet). The
 * reasons are the wallet contract's own (docs/product.md sections 9 and 10: more than 0, at most
 * 100,000, two decimals), so the field says what the provider would.
 */
export function depositAmountProblem(text: string, badInput = false): string | null {
  if (badInput) return NOT_A_NUMBER;
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  const parsed = depositAmountSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? NOT_A_NUMBER);
}
