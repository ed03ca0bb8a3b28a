import './wallet-history.css';
import { useEffect, useState } from 'react';
import type { WalletTransaction } from '@inkreel/shared';
import { formatCredits, formatDate } from '../../../lib/format/format';
import { useTransactions } from '../api/use-transactions';

const signed = (amount: number) =>
  `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${formatCredits(Math.abs(amount))}`;

/**
 * What a line was for: an upload's charge or refund names its item ("Upload: First Light
 * (video)", issue 51, item 7), as it was named when charged, so it still reads once the item is
 * gone; other lines, and a provider that does not say, keep the provider's description.
 */
export function lineDescription(line: WalletTransaction): string {
  if (!line.item) return line.description;
  const what = `${line.item.title} (${line.item.kind})`;
  if (line.kind === 'upload') return `Upload: ${what}`;
  if (line.kind === 'refund') return `Refund: ${what}`;
  return line.description;
}

/**
 * The wallet's history (issue 32, item 4): date, description, amount and the balance after each
 * line, newest first, a page at a time. Asked again whenever the balance changes (a paid deposit,
 * an upload), so the newest line is there with the new number.
 */
export function WalletHistory({ balance }: { balance: number }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useTransactions(page);
  useEffect(() => {
    void mutate();
  }, [balance, mutate]);
  const pages = data?.pagination.pages ?? 1;

  return (
    <section className="card wallet-history" aria-labelledby="wallet-history-title">
      <h2 id="wallet-history-title" className="wallet-history-title">
        Transaction History
      </h2>
      {error && !data && (
        // Not an alert: the page's own alerts (a failed deposit, the balance) come first.
        <p className="muted">The history could not be loaded. {error.message}</p>
      )}
      {isLoading && !data && <p className="muted">Loading transactions…</p>}
      {data && data.transactions.length === 0 && <p className="muted">No transactions yet.</p>}
      {data && data.transactions.length > 0 && (
        <div className="wallet-history-scroll">
          <table className="wallet-history-table">
            <caption className="visually-hidden">
              Wallet transactions, newest first, page {page} of {pages}
            </caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col" className="num">
                  Balance
                </th>
              </tr>
            </thead>
            <tbody>
              {data.transactions.map((line) => (
                <tr key={line._id}>
                  {/* data-label: the column's name, shown beside the value when rows stack (phones). */}
                  <td data-label="Date">{formatDate(line.createdAt)}</td>
                  <td data-label="Description">{lineDescription(line)}</td>
                  <td data-label="Amount" className={`num ${line.amount < 0 ? 'debit' : 'credit'}`}>
                    {signed(line.amount)}
                  </td>
                  <td data-label="Balance" className="num">
                    {formatCredits(line.balance)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <div className="button-row">
          <button
            type="button"
            className="btn"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            Newer
          </button>
          <button
            type="button"
            className="btn"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            Older
          </button>
        </div>
      )}
    </section>
  );
}
