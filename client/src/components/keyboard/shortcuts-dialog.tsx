import { Fragment } from 'react';
import type { Shortcut } from '../../lib/keyboard/shortcut-registry';
import { useShortcutGroups } from '../../lib/keyboard/use-shortcuts';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { HELP_GROUP_TITLE } from './help-group';
import './shortcuts-help.css';

/** The keys of the current page, then the general ones. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const groups = useShortcutGroups();
  // This page's own groups first; the general keys work everywhere and come last.
  const ordered = [
    ...groups.filter((g) => g.title !== HELP_GROUP_TITLE),
    ...groups.filter((g) => g.title === HELP_GROUP_TITLE),
  ];
  return (
    <Dialog
      title="Keyboard shortcuts"
      onDismiss={onClose}
      actions={
        <Button variant="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {ordered.map((group) => (
        <section key={group.title} className="shortcuts-group" aria-label={group.title}>
          <h3>{group.title}</h3>
          <dl className="shortcuts-list">
            {group.shortcuts.map((shortcut) => (
              <ShortcutRow key={shortcut.description} shortcut={shortcut} />
            ))}
            {group.title === HELP_GROUP_TITLE ? (
              <ShortcutRow shortcut={{ labels: ['Esc'], description: 'Close this list' }} />
            ) : null}
          </dl>
        </section>
      ))}
      <p className="shortcuts-note">Shortcuts do nothing while you type in a field.</p>
    </Dialog>
  );
}

function ShortcutRow({ shortcut }: { shortcut: Pick<Shortcut, 'labels' | 'description'> }) {
  return (
    <div className="shortcuts-row">
      <dt>
        {shortcut.labels.map((label, index) => (
          <Fragment key={label}>
            {index > 0 ? <span className="shortcuts-or"> or </span> : null}
            <kbd>{label}</kbd>
          </Fragment>
        ))}
      </dt>
      <dd>{shortcut.description}</dd>
    </div>
  );
}
