import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ThemeToggle } from '../components/ui/theme-toggle';
import { PRODUCT_NAME } from '../lib/api/config';
import { useAuth } from '../lib/session/auth-context';
import { NavDownloads } from './nav-downloads';
import { NavSearch } from './nav-search';
import { NavUser } from './nav-user';
import './brand.css';
import './navbar.css';
import { useMenuEscape } from './use-menu-escape';
import { LEVEL_CLASS, useNavbarFit } from './use-navbar-fit';

/**
 * The bell loads with its own chunk, and only for a signed-in user: a visitor's first page (`/`
 * within its JS budget) never fetches it, nor socket.io, which it imports when it connects.
 */
const NotificationBell = lazy(async () => ({
  default: (await import('../features/notifications/components/notification-bell'))
    .NotificationBell,
}));

const LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/videos', label: 'Videos', end: false },
  { to: '/audio', label: 'Music', end: false },
  { to: '/books', label: 'Books', end: false },
  { to: '/stories', label: 'Stories', end: false },
  { to: '/upload', label: 'Upload', end: false },
];

/** The main links; in the row they show in the full and grouped bars (`nav-wide`). */
function NavLinks({ className = '' }: { className?: string }) {
  return (
    <nav aria-label="Main" className={`nav-main ${className}`.trim()}>
      <ul className="nav-links">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className="nav-link">
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <NavDownloads />
        </li>
      </ul>
    </nav>
  );
}

/**
 * The row holds every entry; the menu under it holds them again. The level the row fits
 * (use-navbar-fit.ts) decides which copy of each entry shows, so exactly one is ever visible:
 * the full and grouped rows need no menu (the grouped one keeps the name and Logout under an
 * account button), the folded one keeps search and the balance in the row, the phone one keeps
 * only the brand, the theme and the menu button. The opened menu lies over the page, over a
 * backdrop that closes it.
 */
export function Navbar() {
  const { key } = useLocation();
  // The menu is open only at the navigation where it was opened: a tap on any entry navigates,
  // and the menu should not stay open over the new page.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const header = useRef<HTMLElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const level = useNavbarFit(header, row);
  const { user } = useAuth();
  const menuButton = useRef<HTMLButtonElement>(null);
  useMenuEscape(
    open,
    useCallback(() => setOpenAt(null), []),
    menuButton,
    header,
  );

  return (
    <>
      <header ref={header} className={`navbar ${LEVEL_CLASS[level]}`.trim()}>
        <div ref={row} className="navbar-inner">
          <Link to="/" className="brand">
            <img src="/logo.svg" alt="" width={32} height={32} />
            <span>{PRODUCT_NAME}</span>
          </Link>
          <NavLinks className="nav-wide" />
          <NavSearch className="nav-roomy" />
          {user ? (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          ) : null}
          <ThemeToggle />
          <NavUser place="bar" />
          <button
            ref={menuButton}
            type="button"
            className="icon-btn menu-btn"
            aria-expanded={open}
            aria-controls="main-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpenAt(open ? null : key)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              {open ? (
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              ) : (
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              )}
            </svg>
          </button>
        </div>
        <div id="main-menu" className="navbar-menu" hidden={!open}>
          <NavLinks />
          <NavSearch className="nav-phone" />
          <NavUser place="menu" />
        </div>
      </header>
      {/* Under the menu, over the page: a press on it lands outside the bar, which closes the
          menu (use-menu-escape.ts), and never on the page beneath. */}
      {open ? (
        <div className="navbar-backdrop" data-testid="menu-backdrop" aria-hidden="true" />
      ) : null}
    </>
  );
}
