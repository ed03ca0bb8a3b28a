import { useCallback, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ThemeToggle } from '../components/ui/theme-toggle';
import { PRODUCT_NAME } from '../lib/config';
import { NavDownloads } from './nav-downloads';
import { NavSearch } from './nav-search';
import { NavUser } from './nav-user';
import './brand.css';
import './navbar.css';
import { useMenuEscape } from './use-menu-escape';
import { COMPACT_CLASS, useNavbarFit } from './use-navbar-fit';

const LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/videos', label: 'Videos', end: false },
  { to: '/audio', label: 'Music', end: false },
  { to: '/books', label: 'Books', end: false },
  { to: '/stories', label: 'Stories', end: false },
  { to: '/upload', label: 'Upload', end: false },
];

export function Navbar() {
  const { key } = useLocation();
  // The menu is open only at the navigation where it was opened: a tap on any entry navigates,
  // and the menu should not stay open over the new page.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const header = useRef<HTMLElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const compact = useNavbarFit(header, row);
  const menuButton = useRef<HTMLButtonElement>(null);
  useMenuEscape(
    open,
    useCallback(() => setOpenAt(null), []),
    menuButton,
  );

  return (
    <header ref={header} className={compact ? `navbar ${COMPACT_CLASS}` : 'navbar'}>
      <div ref={row} className="navbar-inner">
        <Link to="/" className="brand">
          <img src="/logo.svg" alt="" width={32} height={32} />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <div className="navbar-tools-mobile">
          <ThemeToggle />
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
        <div id="main-menu" className={`navbar-menu${open ? ' open' : ''}`}>
          <nav aria-label="Main">
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
          <NavSearch />
          <div className="navbar-theme-desktop">
            <ThemeToggle />
          </div>
          <NavUser />
        </div>
      </div>
    </header>
  );
}
