// A page's head (ssr-head-base.ts's PageHead) written out as HTML for the built page.
import { scriptSafeJson } from './index-html.js';
import { SITE, type PageHead } from './ssr-head-base.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The head's elements as HTML, every value escaped; the title replaces the built page's. */
export function renderHead(head: PageHead): { title: string; tags: string } {
  const tags = [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', SITE),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    ...head.og.map(([key, value]) => meta('property', key, value)),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...head.twitter.map(([key, value]) => meta('name', key, value)),
    ...head.links.map(
      (attributes) =>
        `<link ${Object.entries(attributes)
          .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
          .join(' ')}>`,
    ),
    ...(head.jsonLd
      ? [`<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`]
      : []),
  ];
  return { title: `<title>${escapeHtml(head.title)}</title>`, tags: tags.join('\n    ') };
}
