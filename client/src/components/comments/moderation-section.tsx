import type { ReactNode } from 'react';
import './comments.css';

/** One of My uploads' sections about comments, under its heading (the page's heading style). */
export function ModerationSection(props: {
  id: string;
  title: string;
  headingClass: string;
  children: ReactNode;
}) {
  return (
    <section className="comments-moderation" aria-labelledby={props.id}>
      <h2 id={props.id} className={props.headingClass}>
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
