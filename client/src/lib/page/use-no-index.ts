// lib/page: the page as a document: title, oEmbed link, network status, route data, leave guard.
import { useEffect } from 'react';

/**
 * Keeps the page out of search engines while `active` (an unlisted item's page: found only by its
 * link). The server-rendered page says so in its head; this keeps it so after moving between
 * pages in the app, and takes it away (the server's too) when the page changes.
 */
export function useNoIndex(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.append(meta);
    }
    meta.content = 'noindex';
    return () => {
      for (const each of document.head.querySelectorAll('meta[name="robots"]')) each.remove();
    };
  }, [active]);
}
