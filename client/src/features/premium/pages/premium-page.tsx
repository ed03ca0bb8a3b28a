import '../premium.css';
import type { Plan } from '@inkreel/shared';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api/api-client';
import { useAuth } from '../../../lib/session/auth-context';
import { PREMIUM_SUBTITLE, PREMIUM_TITLE } from '../api/premium-page-data';
import { subscribe, usePlans } from '../api/use-plans';

function price(plan: Plan): string {
  const amount = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }).format(plan.price);
  return `${amount} ${plan.currency}`;
}

export function PremiumPage() {
  usePageTitle(PREMIUM_TITLE);
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { data, error, isLoading } = usePlans();
  const [busyPlan, setBusyPlan] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const plans = Object.values(data ?? {});

  async function onSubscribe(plan: Plan) {
    if (!user) {
      void navigate('/login', { state: { from: location.pathname } });
      return;
    }
    setBusyPlan(plan.id);
    setFailure(null);
    try {
      const reply = await subscribe(plan.id);
      setOpened(reply.checkout_url);
      window.open(reply.checkout_url, '_blank', 'noopener,noreferrer');
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : 'Failed to start the subscription');
    } finally {
      setBusyPlan(null);
    }
  }

  return (
    <section aria-labelledby="premium-title">
      <h1 id="premium-title" className="page-title">
        Go Premium
      </h1>
      <p className="page-subtitle">{PREMIUM_SUBTITLE}</p>
      {failure && (
        <div className="error-box" role="alert">
          {failure}
        </div>
      )}
      {opened && (
        <div className="success-box" role="status">
          The checkout opened in a new tab. If it did not open,{' '}
          <a href={opened} target="_blank" rel="noopener noreferrer">
            continue to checkout
          </a>
          .
        </div>
      )}
      {isLoading && <Spinner label="Loading plans" />}
      {error && !isLoading && (
        <div className="error-box" role="alert">
          {error instanceof ApiError ? error.message : 'Failed to load the plans'}
        </div>
      )}
      {!isLoading && !error && plans.length === 0 && (
        <p className="empty-state">No plans are available right now.</p>
      )}
      <div className="plan-grid">
        {plans.map((plan) => (
          <article key={plan.id} className="card plan-card" aria-labelledby={`plan-${plan.id}`}>
            <h2 id={`plan-${plan.id}`}>{plan.name}</h2>
            <p className="plan-price">
              {price(plan)} <span className="muted">/ {plan.interval}</span>
            </p>
            <ul className="plan-features">
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <Button
              variant="primary"
              block
              disabled={busyPlan !== null}
              onClick={() => void onSubscribe(plan)}
              aria-label={`Subscribe to ${plan.name}`}
            >
              {busyPlan === plan.id ? 'Processing...' : 'Subscribe'}
            </Button>
          </article>
        ))}
      </div>
      {!user && plans.length > 0 && (
        <p className="muted small">You will be asked to sign in before subscribing.</p>
      )}
    </section>
  );
}
