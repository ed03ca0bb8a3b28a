import type { ReactNode } from 'react';

/** One card of the account page: its heading, a line on what it does, and its controls. */
export function AccountSection({
  id,
  title,
  intro,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
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
