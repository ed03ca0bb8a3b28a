import { useState, type SubmitEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import './nav-search.css';

/**
 * Submitting opens /search?q=..., which looks through titles, descriptions and tags.
 * `className` says at which of the bar's levels this copy shows (see nav-user.tsx).
 */
export function NavSearch({ className = '' }: { className?: string }) {
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const navigate = useNavigate();

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    void navigate(`/search?q=${encodeURIComponent(q)}`);
  }

  return (
    <form className={`nav-search ${className}`.trim()} role="search" onSubmit={onSubmit}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        type="search"
        placeholder="Search"
        aria-label="Search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={100}
      />
    </form>
  );
}
