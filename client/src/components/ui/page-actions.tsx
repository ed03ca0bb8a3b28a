import type { ReactNode } from 'react';
import { useHydrating } from '../../lib/page/server-rendered';

/**
 * A detail page's row of actions on its item (Like, Share, Save offline, the queue, a playlist;
 * `.page-actions` in share.css). Its buttons are disabled until the row has hydrated: on the video
 * and track pages the row's code comes after the player's (lib/page/deferred-part.tsx), and a press
 * on the server's markup before then would reach nothing.
 */
export function PageActions({ children }: { children: ReactNode }) {
  const hydrating = useHydrating();
  return (
    <fieldset className="page-actions" disabled={hydrating}>
      {children}
    </fieldset>
  );
}
