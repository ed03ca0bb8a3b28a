// lib/page: the page as a document: title, oEmbed link, network status, server data, leave guard.
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';

/** The navigator's methods this guard holds back (react-router's browser and memory histories). */
interface Navigator {
  push: (...args: never[]) => void;
  replace: (...args: never[]) => void;
}

/**
 * Holds the router's own navigator (the only hook the declarative router offers): each push or
 * replace goes to `onHold` as a function that makes it. Returns what gives the methods back.
 */
function holdNavigator(nav: Navigator, onHold: (go: () => void) => void): () => void {
  const { push, replace } = nav;
  const hold =
    (method: Navigator['push']) =>
    (...args: never[]) =>
      onHold(() => method.apply(nav, args));
  nav.push = hold(push);
  nav.replace = hold(replace);
  return () => {
    nav.push = push;
    nav.replace = replace;
  };
}

/** What the guard that is on does with the browser's Back and Forward. */
let onPopState: ((event: PopStateEvent) => void) | null = null;
let listening = false;

/**
 * Listens to the browser's Back and Forward for the guard. Called once before the router
 * mounts: listeners on window run in the order they were added, and the guard must hear the
 * step before the router does, to keep it from the router.
 */
export function listenForLeaving(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', (event) => onPopState?.(event));
}

export interface LeaveGuard {
  /** Someone tried to leave: the page asks whether to. */
  asking: boolean;
  /** Stays on the page. */
  stay: () => void;
  /** Goes where the user was going. */
  leave: () => void;
}

/** react-router's browser history keeps the entry's position in history.state. */
const indexOf = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * While `active`, every way out of the page waits for the user's answer: links and navigate()
 * (the router's navigator is held), the browser's Back and Forward once `listenForLeaving` runs
 * (the step is undone, then taken again on "leave"), and leaving the app (reload, closing the tab, another site) gets the
 * browser's own prompt. The app runs the declarative router, whose pages cannot block
 * navigation (`useBlocker` needs the data router, which the app does not load: decision 0180).
 */
export function useLeaveGuard(active: boolean): LeaveGuard {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPendingState] = useState<{ go: () => void } | null>(null);
  // The same, for the effect: a way out still waiting when the guard ends is taken then (the
  // upload ended, or failed because the session did, whose redirect to sign-in must happen).
  const waiting = useRef<{ go: () => void } | null>(null);
  const setPending = useCallback((next: { go: () => void } | null) => {
    waiting.current = next;
    setPendingState(next);
  }, []);

  useEffect(() => {
    if (!active) {
      const held = waiting.current;
      if (held) {
        setPending(null);
        held.go();
      }
      return;
    }
    const release = holdNavigator(navigator, (go) => setPending({ go }));

    const here = indexOf(window.history.state);
    // popstate events the guard caused itself (undoing a step) or lets through (leaving).
    let passing = 0;
    const onPop = (event: PopStateEvent) => {
      if (passing > 0) {
        passing -= 1;
        if (indexOf(event.state) === here) event.stopImmediatePropagation();
        return;
      }
      const there = indexOf(event.state);
      if (here === null || there === null || there === here) return;
      // Runs before the router's own listener (listenForLeaving): the router never sees the
      // step, and the browser is sent back to this entry.
      event.stopImmediatePropagation();
      passing += 1;
      window.history.go(here - there);
      setPending({
        go: () => {
          passing += 1;
          window.history.go(there - here);
        },
      });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers before the standard preventDefault() (Safari before 17) need a return value.
      // oxlint-disable-next-line typescript/no-deprecated
      event.returnValue = '';
    };
    onPopState = onPop;
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      release();
      if (onPopState === onPop) onPopState = null;
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active, navigator, setPending]);

  return {
    asking: pending !== null,
    stay: () => setPending(null),
    leave: () => {
      setPending(null);
      pending?.go();
    },
  };
}
