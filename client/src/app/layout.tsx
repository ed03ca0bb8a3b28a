import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ShortcutsHelp } from '../components/keyboard/shortcuts-help';
import { Spinner } from '../components/ui/spinner';
import { OfflineBanner } from '../pwa/offline-banner';
import { UpdatePrompt } from '../pwa/update-prompt';
import { useQueueActive } from '../lib/playback/now-playing';
import { useServerRendered } from '../lib/page/server-rendered';
import { useAuth } from '../lib/session/auth-context';
import { Footer } from './footer';
import { UnverifiedGate } from './guards';
import { Navbar } from './navbar';
import { PageErrorBoundary } from './page-error-boundary';
import { ProviderBanner } from './provider-banner';
import { SessionExpiryRedirect } from './session-expiry';
import './layout.css';

// Fetched only once the queue has something to play: no page needs it to render.
const MiniPlayer = lazy(() =>
  import('../features/audio/mini-player/mini-player').then(
    (m) => ({ default: m.MiniPlayer }),
    // Its code could not be fetched (offline, or replaced by a new deployment): no bar, rather
    // than the app failing.
    () => ({ default: () => null }),
  ),
);

// The provider's copy of a signed-in user's queue: loaded only for someone signed in.
const QueueSync = lazy(() =>
  import('../features/queue/queue-sync').then(
    (m) => ({ default: m.QueueSync }),
    () => ({ default: () => null }),
  ),
);

/** The queue's current entry, in a bar at the foot of every page (lib/queue). */
function NowPlaying() {
  if (!useQueueActive()) return null;
  return (
    <Suspense fallback={null}>
      <MiniPlayer />
    </Suspense>
  );
}

export function Layout() {
  const { ready, user } = useAuth();
  const { pathname } = useLocation();
  const serverRendered = useServerRendered();
  // The page the server rendered is shown as it arrives: fading it in from nothing would only hold
  // back its first paint (its largest image included). Pages reached from it fade in as usual.
  const [landing, setLanding] = useState(serverRendered ? pathname : undefined);
  if (landing !== undefined && landing !== pathname) setLanding(undefined);

  // docs/product.md section 2: a new page starts at the top; Back and Forward return to where that
  // entry was (the router's own scroll restoration, kept in sessionStorage across reloads).
  const scroll = <ScrollRestoration />;
  // While the stored session is being checked, no route is shown (docs/product.md section 2).
  if (!ready) {
    return (
      <>
        {scroll}
        <Spinner label="Loading" fullScreen />
      </>
    );
  }

  return (
    <div className="app">
      {scroll}
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SessionExpiryRedirect />
      <Navbar />
      <OfflineBanner />
      <ProviderBanner />
      <main id="main" className="main" tabIndex={-1}>
        {/* Keyed by path so each page fades in on arrival (and a failed page's error clears). */}
        <div key={pathname} className={pathname === landing ? undefined : 'page-fade'}>
          <PageErrorBoundary>
            <UnverifiedGate>
              <Outlet />
            </UnverifiedGate>
          </PageErrorBoundary>
        </div>
      </main>
      <Footer />
      <NowPlaying />
      {user ? (
        <Suspense fallback={null}>
          <QueueSync key={user._id} userId={user._id} />
        </Suspense>
      ) : null}
      <UpdatePrompt />
      <ShortcutsHelp />
    </div>
  );
}
