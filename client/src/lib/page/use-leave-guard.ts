// lib/page: the page as a document: title, oEmbed link, network status, route data, leave guard.
import { useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

export interface LeaveGuard {
  /** Someone tried to leave: the page asks whether to. */
  asking: boolean;
  /** Stays on the page. */
  stay: () => void;
  /** Goes where the user was going. */
  leave: () => void;
}

/** Leaving is going to another page; a change of this page's own query or hash is not. */
const leavesPage: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname;

/**
 * While `active`, every way out of the page waits for the user's answer: links, navigate() and
 * the browser's Back and Forward (react-router's `useBlocker`, which undoes a Back until the
 * answer), and leaving the app (reload, closing the tab, another site) gets the browser's own
 * prompt. One guard at a time: the router keeps a single blocker.
 */
export function useLeaveGuard(active: boolean): LeaveGuard {
  const blocker = useBlocker(active ? leavesPage : false);

  // A way out still waiting when the guard ends is taken then (the upload ended, or failed
  // because the session did, whose redirect to sign-in must happen).
  useEffect(() => {
    if (!active && blocker.state === 'blocked') blocker.proceed();
  }, [active, blocker]);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers before the standard preventDefault() (Safari before 17) need a return value.
      // oxlint-disable-next-line typescript/no-deprecated
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  return {
    asking: active && blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}
