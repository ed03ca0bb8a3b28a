import { NavLink, Outlet } from 'react-router';
import { PRODUCT_NAME } from '../lib/config';

export function Layout() {
  return (
    <div className="app">
      <header className="navbar">
        <NavLink to="/" className="brand">
          <img src="/logo.svg" alt="" width={32} height={32} />
          <span>{PRODUCT_NAME}</span>
        </NavLink>
      </header>
      <main className="main">
        <Outlet />
      </main>
      <footer className="footer">
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </footer>
    </div>
  );
}
