import { lazy, Suspense, useState } from 'react';
import { useShortcuts } from '../../lib/keyboard/use-shortcuts';
import { HELP_GROUP_TITLE } from './help-group';

export { HELP_GROUP_TITLE };

// The list itself loads on the first `?`: every page registers the key, few open the list.
const ShortcutsDialog = lazy(async () => ({
  default: (await import('./shortcuts-dialog')).ShortcutsDialog,
}));

/** `?` anywhere opens the list of the keys that work on the current page. */
export function ShortcutsHelp() {
  const [open, setOpen] = useState(false);
  useShortcuts(HELP_GROUP_TITLE, [
    {
      keys: ['?'],
      labels: ['?'],
      description: 'Show keyboard shortcuts',
      run: () => setOpen(true),
    },
  ]);
  return open ? (
    <Suspense fallback={null}>
      <ShortcutsDialog onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
