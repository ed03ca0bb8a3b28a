// lib/keyboard: keyboard shortcuts: the registry, what counts as typing, the players' keys.
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { shortcutRegistry, type Shortcut, type ShortcutGroup } from './shortcut-registry';

/**
 * Registers a group of shortcuts while the component is mounted (and `enabled`). The handlers
 * may change on every render; the group is registered again only when its keys or texts change.
 */
export function useShortcuts(
  title: string,
  shortcuts: readonly Shortcut[],
  enabled = true,
  { fallback = false }: { fallback?: boolean } = {},
) {
  const latest = useRef(shortcuts);
  // Before paint, not after: a key pressed between a render and its effects (React runs the
  // effects of a render that no input caused after the browser has painted) must reach this
  // render's handlers.
  useLayoutEffect(() => {
    latest.current = shortcuts;
  });
  const signature = JSON.stringify(shortcuts.map((s) => [s.keys, s.labels, s.description]));

  useEffect(() => {
    if (!enabled) return;
    const group: ShortcutGroup = {
      title,
      fallback,
      shortcuts: latest.current.map((shortcut, index) => ({
        ...shortcut,
        run: (event: KeyboardEvent) => latest.current[index]?.run(event),
      })),
    };
    return shortcutRegistry.register(group);
    // The signature stands for the shortcuts' keys and texts; handlers are read through the ref.
  }, [title, signature, enabled, fallback]);
}

/** The shortcut groups active on the page now. */
export function useShortcutGroups(): readonly ShortcutGroup[] {
  return useSyncExternalStore(shortcutRegistry.subscribe, shortcutRegistry.groups);
}
