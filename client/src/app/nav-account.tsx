import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMenuEscape } from './use-menu-escape';
import './nav-account.css';

interface NavAccountProps {
  name: string;
  email: string;
  onLogout: () => void;
  className: string;
}

/**
 * Where the bar has no room for the name and Logout beside the links (`grouped`, use-navbar-fit.ts),
 * Logout is grouped under the name: the name is a button that opens a small menu with the account
 * page and Logout. Escape or a press elsewhere closes it.
 */
export function NavAccount({ name, email, onLogout, className }: NavAccountProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useMenuEscape(open, close, button, wrapper);

  return (
    <div ref={wrapper} className={`nav-account ${className}`}>
      <button
        ref={button}
        type="button"
        className="nav-account-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${name}: account and Logout`}
        title={name}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="nav-account-label">{name}</span>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M6 9l6 6 6-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <div id={panelId} className="nav-account-panel" hidden={!open}>
        <Link to="/account" className="nav-account-name" onClick={close}>
          <strong>{name}</strong>
          <small>{email}</small>
          <span className="nav-account-hint">Your account</span>
        </Link>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            close();
            onLogout();
          }}
        >
          Logout
        </button>
      </div>
    </div>
  );
}
