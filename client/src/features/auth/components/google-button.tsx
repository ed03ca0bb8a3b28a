import { useState } from 'react';
import { useGoogleStart } from '../api/google';

function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.5 12.3c0-.8-.1-1.5-.2-2.3H12v4.4h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.8 3.3-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.4-1 7.2-2.7l-3.5-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.2v2.8A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.2a11 11 0 0 0 0 9.8l3.6-2.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3 .6 4.1 1.6l3.1-3.1A11 11 0 0 0 2.2 7.1l3.6 2.8C6.7 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  );
}

/**
 * "Continue with Google": a link to the provider's sign-in when the provider declares it
 * (GET /api/auth/google, an extension); otherwise the button says plainly that it is not
 * available, as docs/product.md leaves Google sign-in unspecified.
 */
export function GoogleButton() {
  const { data: startUrl } = useGoogleStart();
  const [noted, setNoted] = useState(false);
  if (startUrl) {
    return (
      <div className="google-signin">
        <a className="btn btn-block google-btn" href={startUrl}>
          <GoogleLogo />
          Continue with Google
        </a>
      </div>
    );
  }
  return (
    <div className="google-signin">
      <button
        type="button"
        className="btn btn-block google-btn"
        onClick={() => setNoted(true)}
        aria-describedby={noted ? 'google-note' : undefined}
      >
        <GoogleLogo />
        Continue with Google
      </button>
      {noted && (
        <p id="google-note" className="form-note" role="status">
          Google sign-in is not available yet. Please use your email and password.
        </p>
      )}
    </div>
  );
}
