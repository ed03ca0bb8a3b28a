// lib/page: the page as a document: title, oEmbed link, network status, route data, leave guard.
import { useEffect } from 'react';

const SELECTOR = 'link[rel="alternate"][type="application/json+oembed"]';

/** This site's oEmbed document of one of its pages (client/server/oembed.ts). */
export function oembedHref(pagePath: string, origin: string = window.location.origin): string {
  const page = new URL(pagePath, origin).toString();
  return new URL(
    `/oembed?${new URLSearchParams({ url: page, format: 'json' })}`,
    origin,
  ).toString();
}

/**
 * Links the page's oEmbed document in the head (oEmbed discovery), for tools that read the live
 * page. A server-rendered head may carry the link already: it is updated, not repeated, and
 * removed when the page goes, so another page never advertises this one's document.
 */
export function useOembedLink(pagePath: string | undefined, title: string): void {
  useEffect(() => {
    if (!pagePath) return;
    const link =
      document.head.querySelector<HTMLLinkElement>(SELECTOR) ?? document.createElement('link');
    link.rel = 'alternate';
    link.type = 'application/json+oembed';
    link.href = oembedHref(pagePath);
    link.title = title;
    if (!link.isConnected) document.head.append(link);
    return () => link.remove();
  }, [pagePath, title]);
}
