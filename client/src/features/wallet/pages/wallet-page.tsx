import '../wallet.css';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { formatCredits } from '../../../lib/format/format';
import { DepositForm } from '../components/deposit-form';
import { HowItWorks } from '../components/how-it-works';
import { WalletHistory } from '../components/wallet-history';
import { useWallet } from '../hooks/use-wallet';

/** What an upload lacked, when its "Add Funds" led here (a positive amount, else nothing). */
function amountAskedFor(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null || !('depositAmount' in state)) return undefined;
  const amount = state.depositAmount;
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? amount : undefined;
}

export function WalletPage() {
  usePageTitle('Wallet');
  const wallet = useWallet();
  const asked = amountAskedFor(useLocation().state);

  return (
    <section aria-labelledby="wallet-title">
      <h1 id="wallet-title" className="page-title">
        Wallet Management
      </h1>
      <p className="page-subtitle">Manage your funds and transactions</p>
      <div className="wallet-grid">
        <div className="card wallet-card">
          <div className="wallet-head">
            <div>
              <p className="wallet-label">Current Balance</p>
              <p className="wallet-amount" aria-live="polite">
                <span data-testid="wallet-balance">{formatCredits(wallet.balance)}</span>{' '}
                <span className="wallet-currency">{wallet.currency}</span>
              </p>
            </div>
            <button
              type="button"
              className={`icon-btn${wallet.isFetching ? ' spinning' : ''}`}
              aria-label="Refresh balance"
              title="Refresh balance"
              onClick={() => void wallet.refresh()}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path
                  d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4h-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
          </div>
          {wallet.completedAmount !== null && (
            <div className="success-box" role="status">
              Deposit complete: {formatCredits(wallet.completedAmount)}{' '}
              {wallet.currency || 'credits'} were added to your wallet.
            </div>
          )}
          {wallet.notice && (
            <div className="info-box" role="status">
              {wallet.notice}
            </div>
          )}
          {wallet.error && (
            <div className="error-box" role="alert">
              {wallet.error}
            </div>
          )}
          {asked !== undefined && wallet.completedAmount === null && (
            <p className="muted wallet-asked">
              Your upload needs {formatCredits(asked)} more {wallet.currency || 'credits'}.
            </p>
          )}
          <DepositForm
            initialAmount={asked}
            busy={wallet.isLoading}
            outcomeShown={wallet.depositOutcomeShown}
            onDeposit={wallet.deposit}
          />
        </div>
        <HowItWorks />
      </div>
      <WalletHistory balance={wallet.balance} />
    </section>
  );
}
