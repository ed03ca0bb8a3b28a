import { Link } from 'react-router';
import { PRODUCT_NAME } from '../lib/api/config';
import './brand.css';
import './footer.css';

/**
 * The year in UTC, read when the footer renders: the web server runs for months (a year kept from
 * its start would be last year's in January), and the server and a visitor's browser in any time
 * zone then agree on it, so a hydrating page matches its HTML (React #418 else).
 */
const copyrightYear = () => new Date().getUTCFullYear();

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
          © {copyrightYear()} {PRODUCT_NAME}
        </p>
      </div>
    </footer>
  );
}
