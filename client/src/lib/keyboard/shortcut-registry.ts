// lib/keyboard: keyboard shortcuts: the registry, what counts as typing, the players' keys.
import { isTypingTarget, modalIsOpen, nativeOwnsKey } from './key-targets';

export interface Shortcut {
  /** `KeyboardEvent.key` values that trigger it; single letters match either case. */
  keys: readonly string[];
  /** How the keys are written in the shortcuts dialog, e.g. ['Space', 'k']. */
  labels: readonly string[];
  /** What it does, e.g. "Play or pause". */
  description: string;
  run: (event: KeyboardEvent) => void;
}

/** The shortcuts one part of the page offers (the video player, the reader...). */
export interface ShortcutGroup {
  title: string;
  shortcuts: readonly Shortcut[];
  /**
   * A group that steps back (the mini player's): its keys work, and are listed, only where no
   * other group claims them (no player on the page).
   */
  fallback?: boolean;
}

export interface ShortcutRegistry {
  /** Adds a group; the returned function removes it again. */
  register: (group: ShortcutGroup) => () => void;
  /** The groups active now, in the order they were added, as far as their keys work. */
  groups: () => readonly ShortcutGroup[];
  subscribe: (listener: () => void) => () => void;
  /** Runs the matching shortcut; true when one ran (the event is then prevented). */
  handle: (event: KeyboardEvent) => boolean;
}

const normalize = (key: string) => (key.length === 1 ? key.toLowerCase() : key);

/** Keys that belong to something else: a field, a browser shortcut, a focused control, a modal. */
export function ignoresKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return true;
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  if (isTypingTarget(event.target) || nativeOwnsKey(event.target, event.key)) return true;
  const doc = event.target instanceof Node ? event.target.ownerDocument : null;
  return modalIsOpen(doc ?? document);
}

/**
 * One listener for the whole page and the shortcut groups mounted parts register with it, so
 * the `?` dialog can list exactly the keys that work where the user is.
 */
export function createShortcutRegistry(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): ShortcutRegistry {
  let active: readonly ShortcutGroup[] = [];
  let shown: readonly ShortcutGroup[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    shown = effectiveGroups(active);
    listeners.forEach((listener) => listener());
  };

  const registry: ShortcutRegistry = {
    register(group) {
      if (active.length === 0) target.addEventListener('keydown', onKeyDown);
      active = [...active, group];
      notify();
      return () => {
        if (!active.includes(group)) return;
        active = active.filter((g) => g !== group);
        if (active.length === 0) target.removeEventListener('keydown', onKeyDown);
        notify();
      };
    },
    groups: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    handle(event) {
      if (ignoresKey(event)) return false;
      const key = normalize(event.key);
      // The latest group wins a key two groups share; a fallback group only a key nobody else has.
      const ordered = [...active].reverse();
      for (const group of [
        ...ordered.filter((g) => !g.fallback),
        ...ordered.filter((g) => g.fallback),
      ]) {
        const shortcut = group.shortcuts.find((s) => s.keys.some((k) => normalize(k) === key));
        if (shortcut) {
          event.preventDefault();
          shortcut.run(event);
          return true;
        }
      }
      return false;
    },
  };
  function onKeyDown(event: KeyboardEvent) {
    registry.handle(event);
  }
  return registry;
}

const keyOf = (key: string) => (key.length === 1 ? key.toLowerCase() : key);

/** The groups as they work: a fallback group keeps only the keys no other group claims. */
function effectiveGroups(groups: readonly ShortcutGroup[]): readonly ShortcutGroup[] {
  const claimed = new Set(
    groups.filter((g) => !g.fallback).flatMap((g) => g.shortcuts.flatMap((s) => s.keys.map(keyOf))),
  );
  return groups.flatMap((group) => {
    if (!group.fallback) return [group];
    const shortcuts = group.shortcuts.filter((s) => !s.keys.some((k) => claimed.has(keyOf(k))));
    return shortcuts.length > 0 ? [{ ...group, shortcuts }] : [];
  });
}

/** The server renderer has no window; it runs no effects, so nothing would be listened to. */
const NO_WINDOW = { addEventListener: () => {}, removeEventListener: () => {} };

/** The page's registry, listening on the window while any group is mounted. */
export const shortcutRegistry = createShortcutRegistry(
  typeof window === 'undefined' ? NO_WINDOW : window,
);
