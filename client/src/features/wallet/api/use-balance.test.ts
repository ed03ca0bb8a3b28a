import { buildUrl, walletCalls } from '@inkreel/shared';
import { expect, it } from 'vitest';
import { BALANCE_KEY } from '../../../lib/api/balance-key';

// Written out so the wallet's contract loads with the first fetch (docs/decisions/0448); session
// restore clears the wallet's keys by their `/api/wallet` prefix.
it('keeps the balance under its call URL', () => {
  expect(BALANCE_KEY).toBe(buildUrl(walletCalls.balance));
});
