import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FormFailure } from '../../../components/ui/form-failure';
import type { ContractForm } from '../../../lib/forms/use-contract-form';
import { useOnlineStatus } from '../../../lib/page/use-online-status';

interface SectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

/** One card of the account page: its heading, a line on what it does, and its controls. */
export function AccountSection({ id, title, intro, children }: SectionProps) {
  return (
    <section className="card account-section" aria-labelledby={id}>
      <h2 id={id} className="account-heading">
        {title}
      </h2>
      <p className="muted">{intro}</p>
      {children}
    </section>
  );
}

/** A card whose controls are one form (useContractForm's): its failure first, its button last. */
export function AccountForm({
  form,
  submitLabel,
  busyLabel,
  doneText,
  children,
  ...section
}: SectionProps & {
  form: Pick<ContractForm, 'onSubmit' | 'failure' | 'busy' | 'succeeded'>;
  submitLabel: string;
  busyLabel: string;
  /** Said beside the button once the form went through, until something is typed. */
  doneText?: string;
}) {
  const online = useOnlineStatus();
  return (
    <AccountSection {...section}>
      <form className="account-form" onSubmit={form.onSubmit} noValidate>
        <FormFailure text={form.failure} />
        {children}
        <div className="account-actions">
          <Button type="submit" variant="primary" disabled={form.busy || !online}>
            {form.busy ? busyLabel : submitLabel}
          </Button>
          {doneText !== undefined && (
            <span role="status" className="account-saved">
              {form.succeeded ? doneText : ''}
            </span>
          )}
        </div>
      </form>
    </AccountSection>
  );
}
