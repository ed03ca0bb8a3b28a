import { Link } from 'react-router';
import { PRODUCT_NAME } from '../lib/api/config';
import './brand.css';
import './footer.css';

/** The year when the bundle loaded; a render reads it rather than the clock. */
const YEAR = new Date().getFullYear();

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-inner">
        <Link to="/" className="brand" aria-label={`${PRODUCT_NAME} home`}>
          <img src="/logo.svg" alt="" width={28} height={28} />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <nav className="footer-links" aria-label="Footer">
          <Link to="/premium">Premium</Link>
          <Link to="/stories">Stories</Link>
          <Link to="/wallet">Wallet</Link>
          <Link to="/my-uploads">My uploads</Link>
          <Link to="/downloads">Downloads</Link>
        </nav>
        <p className="footer-copy">
          © {YEAR} {PRODUCT_NAME}
        </p>
      </div>
    </footer>
  );
}
