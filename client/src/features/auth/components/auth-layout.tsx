import type { ReactNode } from 'react';

interface AuthLayoutProps {
  /** The form side's heading. */
  title: string;
  subtitle: string;
  /** The side panel's heading ("Welcome Back!", "Join Our Community!"). */
  panelTitle: string;
  panelText: string;
  panelPoints: string[];
  children: ReactNode;
}

/** Two columns: the form, and beside it a decorative panel that stacks above it on small screens. */
export function AuthLayout(props: AuthLayoutProps) {
  return (
    <div className="auth-shell">
      {/* First in the page, as a phone shows it (above the form): a page drawn while its HTML
          is still arriving (the server's, on a slow network) must not push the form down when
          the panel comes in. A wide window puts it beside the form (auth.css). */}
      <aside className="auth-panel" aria-label={props.panelTitle}>
        <h2>{props.panelTitle}</h2>
        <p>{props.panelText}</p>
        <ul>
          {props.panelPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </aside>
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-title">
          {props.title}
        </h1>
        <p className="page-subtitle">{props.subtitle}</p>
        {props.children}
      </section>
    </div>
  );
}
