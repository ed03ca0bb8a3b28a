import { useEffect, useRef, useState } from 'react';
import { Button } from '../components/ui/button';
import type { Registration } from './register';
import './pwa.css';

/**
 * "A new version is available" with a Reload button. The new worker waits until the user
 * chooses to reload: code is never swapped under a running page.
 */
export function UpdatePrompt() {
  const [needRefresh, setNeedRefresh] = useState(false);
  const registration = useRef<Registration | null>(null);

  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    let active = true;
    // Its code comes with the registration, after the page's load event: not on the first load.
    import('./register')
      .then(({ registerServiceWorker }) =>
        registerServiceWorker(() => {
          if (active) setNeedRefresh(true);
        }),
      )
      .then((result) => {
        registration.current = result;
      })
      .catch(() => {
        // No worker (private mode, blocked): the app works online as before.
      });
    return () => {
      active = false;
    };
  }, []);

  if (!needRefresh) return null;
  return (
    <div className="pwa-toast" role="status">
      <span>A new version is available</span>
      <Button variant="primary" onClick={() => void registration.current?.update()}>
        Reload
      </Button>
    </div>
  );
}
