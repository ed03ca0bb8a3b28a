import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../lib/testing/fetch-mock';
import { renderRoutes } from '../../../lib/testing/render-app';
import { WalletHistory } from './wallet-history';

afterEach(() => {
  vi.unstubAllGlobals();
});

const line = (n: number, amount: number, balance: number, description: string) => ({
  _id: `line-${n}`,
  kind: amount < 0 ? 'upload' : 'deposit',
  description,
  amount,
  balance,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('WalletHistory (issue 32, item 4)', { timeout: 15_000 }, () => {
  it('lists date, description, amount and balance, and pages older lines', async () => {
    const { calls } = mockFetch((url) => {
      if (!url.includes('/api/wallet/transactions')) return undefined;
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      const transactions =
        page === 1
          ? [line(2, 25, 35, 'Deposit'), line(1, -4, 10, 'Upload charge')]
          : [line(0, 14, 14, 'Opening balance')];
      return {
        body: {
          transactions,
          currency: 'credits',
          pagination: { page, limit: 10, total: 3, pages: 2 },
        },
      };
    });
    renderRoutes([{ path: '/', element: <WalletHistory balance={35} /> }], '/');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateDescriptionAmountBalance',
      'Nov 20, 2026Deposit+25.0035.00',
      'Nov 20, 2026Upload charge−4.0010.00',
    ]);
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Opening balance')).toBeVisible();
    expect(calls.some((c) => c.url.includes('page=2&limit=10'))).toBe(true);
  });

  it('names the upload a charge or refund was for, and keeps a line without one as it was (issue 51, item 7)', async () => {
    const item = { kind: 'video', title: 'First Light' };
    mockFetch(() => ({
      body: {
        transactions: [
          { ...line(3, 10, 20, 'Refund of an upload charge'), kind: 'refund', item },
          { ...line(2, -10, 10, 'Upload charge'), item },
          line(1, -5, 20, 'Upload charge'),
        ],
        currency: 'credits',
        pagination: { page: 1, limit: 10, total: 3, pages: 1 },
      },
    }));
    renderRoutes([{ path: '/', element: <WalletHistory balance={20} /> }], '/');
    const table = await screen.findByRole('table');
    const descriptions = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(descriptions).toEqual([
      'Refund: First Light (video)',
      'Upload: First Light (video)',
      'Upload charge',
    ]);
  });

  it('says when there is nothing yet', async () => {
    mockFetch(() => ({
      body: {
        transactions: [],
        currency: 'credits',
        pagination: { page: 1, limit: 10, total: 0, pages: 0 },
      },
    }));
    renderRoutes([{ path: '/', element: <WalletHistory balance={0} /> }], '/');
    expect(await screen.findByText('No transactions yet.')).toBeVisible();
  });
});
