import { depositAmountSchema } from '@inkreel/shared';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { OfflineReason } from '../../../components/offline/offline-feed';
import { Button } from '../../../components/ui/button';
import { depositAmountProblem, EMPTY_AMOUNT } from '../deposit-amount';
import { useFocusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { useProviderAvailable } from '../../../lib/session/provider-reach';

export const DEPOSIT_NOTICE_MS = 5000;

interface DepositFormProps {
  busy: boolean;
  /** The last deposit's outcome is shown elsewhere: its "opened in a new tab" notice goes. */
  outcomeShown?: boolean;
  /** Resolves with the checkout link once the deposit is created, or null on failure. */
  onDeposit: (amount: number) => Promise<{ checkout_url: string } | null>;
  /** What the field starts at (what an upload lacked), rounded up to the cent. */
  initialAmount?: number | undefined;
}

export function DepositForm({
  busy,
  outcomeShown = false,
  onDeposit,
  initialAmount,
}: DepositFormProps) {
  const inputId = useId();
  const [amount, setAmount] = useState(() =>
    initialAmount === undefined ? '' : String(Math.ceil(initialAmount * 100) / 100),
  );
  // The browser reports text it cannot read as a number (a lone "-") as an empty value.
  const [badInput, setBadInput] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // A refused amount takes the focus (the button is pressed beside it), with its reason.
  const focusFirstInvalid = useFocusFirstInvalid();
  // Dropped while rendering, not in an effect, so the notice is never painted beside the outcome,
  // and it does not come back when the outcome is cleared (a refresh) within its 5 seconds.
  if (outcomeShown && notice !== null) setNotice(null);
  const value = Number(amount);
  // Said next to the field as it is typed, so the button is never refused without a reason.
  const problem = depositAmountProblem(amount, badInput);
  const shownError = problem ?? fieldError;
  // Offline, or the provider not answering: nothing to send it to.
  const online = useProviderAvailable();
  // Refused amounts (0 or below, docs/product.md section 9) disable it with the reason beside the
  // field; an empty field does not, so at rest it looks as usable as it is and says what it needs.
  const disabled = !online || busy || problem !== null;

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), DEPOSIT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled) return;
    const form = event.currentTarget;
    if (amount.trim() === '') {
      setFieldError(EMPTY_AMOUNT);
      focusFirstInvalid(form);
      return;
    }
    const parsed = depositAmountSchema.safeParse(value);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter a valid amount');
      focusFirstInvalid(form);
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
          aria-invalid={shownError ? true : undefined}
          aria-describedby={`${inputId}-error`}
          onChange={(e) => {
            setAmount(e.target.value);
            setBadInput(e.target.validity.badInput);
            setFieldError(null);
          }}
        />
        <Button type="submit" variant="primary" disabled={disabled}>
          {busy ? 'Processing...' : 'Deposit Funds'}
        </Button>
      </div>
      {/* Always there, so a screen reader hears the reason the moment it appears. */}
      <p id={`${inputId}-error`} className="field-error deposit-error" aria-live="polite">
        {shownError}
      </p>
      <OfflineReason />
      <p className="muted small">Funds will be added to your account after payment is confirmed.</p>
    </form>
  );
}
