import { depositAmountSchema } from '@inkreel/shared';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { OfflineReason } from '../../../components/offline/offline-feed';
import { Button } from '../../../components/ui/button';
import { useOnlineStatus } from '../../../lib/use-online-status';

export const DEPOSIT_NOTICE_MS = 5000;

interface DepositFormProps {
  busy: boolean;
  /** The last deposit's outcome is shown elsewhere: its "opened in a new tab" notice goes. */
  outcomeShown?: boolean;
  /** Resolves with the checkout link once the deposit is created, or null on failure. */
  onDeposit: (amount: number) => Promise<{ checkout_url: string } | null>;
}

export function DepositForm({ busy, outcomeShown = false, onDeposit }: DepositFormProps) {
  const inputId = useId();
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Dropped while rendering, not in an effect, so the notice is never painted beside the outcome,
  // and it does not come back when the outcome is cleared (a refresh) within its 5 seconds.
  if (outcomeShown && notice !== null) setNotice(null);
  const value = Number(amount);
  const online = useOnlineStatus();
  const disabled = !online || busy || amount.trim() === '' || !(value > 0);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), DEPOSIT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled) return;
    const parsed = depositAmountSchema.safeParse(value);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter a valid amount');
      return;
    }
    setFieldError(null);
    const reply = await onDeposit(parsed.data);
    if (!reply) return;
    setAmount('');
    setNotice(reply.checkout_url);
  }

  return (
    <form className="deposit-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {notice && !outcomeShown && (
        <div className="success-box" role="status">
          The payment page opened in a new tab. If it did not open,{' '}
          <a href={notice} target="_blank" rel="noopener noreferrer">
            continue to the payment page
          </a>
          .
        </div>
      )}
      <label htmlFor={inputId} className="deposit-label">
        Amount to deposit
      </label>
      <div className="deposit-row">
        <input
          id={inputId}
          className="input"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          placeholder="Enter amount to deposit"
          value={amount}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${inputId}-error` : undefined}
          onChange={(e) => {
            setAmount(e.target.value);
            setFieldError(null);
          }}
        />
        <Button type="submit" variant="primary" disabled={disabled}>
          {busy ? 'Processing...' : 'Deposit Funds'}
        </Button>
      </div>
      <OfflineReason />
      {fieldError && (
        <p id={`${inputId}-error`} className="field-error">
          {fieldError}
        </p>
      )}
      <p className="muted small">Funds will be added to your account after payment is confirmed.</p>
    </form>
  );
}
