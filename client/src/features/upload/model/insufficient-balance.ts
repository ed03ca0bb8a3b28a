import { formatCredits } from '../../../lib/format/format';

/** What the provider said about a refused upload; any part may be missing. */
export interface ShortfallInput {
  requiredAmount?: number | null;
  balance?: number | null;
}

export interface ShortfallNumbers {
  required: number | null;
  balance: number;
  /** max(required - balance, 0); null when the required amount is unknown. */
  needed: number | null;
}

const finite = (n: number | null | undefined): number | null =>
  typeof n === 'number' && Number.isFinite(n) ? n : null;

export function shortfallNumbers(input: ShortfallInput): ShortfallNumbers {
  const required = finite(input.requiredAmount);
  const balance = finite(input.balance) ?? 0;
  const needed = required === null ? null : Math.max(required - balance, 0);
  return { required, balance, needed };
}

/** Reads requiredAmount and balance from an error body of unknown shape. */
export function shortfallFromBody(body: unknown): ShortfallInput {
  if (!body || typeof body !== 'object') return {};
  const { requiredAmount, balance } = body as Record<string, unknown>;
  return {
    requiredAmount: typeof requiredAmount === 'number' ? requiredAmount : null,
    balance: typeof balance === 'number' ? balance : null,
  };
}

/** "12.50 credits", or "Unknown" (docs/product.md section 8: credits to 2 decimals). */
export function creditsText(n: number | null): string {
  return n === null ? 'Unknown' : `${formatCredits(n)} credits`;
}
