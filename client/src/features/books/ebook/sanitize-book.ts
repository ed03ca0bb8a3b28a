/**
 * What an e-book may not do when it is shown (issue 56): run a script or fetch anything from
 * outside the book. The production web server's Content-Security-Policy blocks both in the
 * reader's frames too (their blob: documents inherit it); this pass makes the same true in the
 * development server and under any other policy, and keeps the book from trying.
 */

/** A URL that leaves the book: another host, or a script. Fragment and relative links stay. */
const REMOTE = /^\s*(?:[a-z][a-z\d+.-]*:)?\/\//i;
const SCRIPT_URL = /^\s*(?:javascript|vbscript|data:text\/html)/i;
const URL_ATTRIBUTES = ['src', 'href', 'xlink:href', 'poster', 'data', 'action', 'background'];
const DROPPED = new Set(['script', 'iframe', 'frame', 'object', 'embed', 'base', 'applet', 'form']);

/** CSS without remote `url(…)` and `@import`s: they would fetch from outside the book. */
export function sanitizeCss(css: string): string {
  return css
    .replace(/@import\s+(?:url\()?\s*['"]?\s*(?:[a-z][a-z\d+.-]*:)?\/\/[^;]*;?/gi, '')
    .replace(/url\(\s*(['"]?)\s*(?:[a-z][a-z\d+.-]*:)?\/\/[^)]*\)/gi, 'url()')
    .replace(/expression\s*\(/gi, '(');
}

function cleanElement(el: Element): void {
  for (const attr of [...el.attributes]) {
    const name = attr.name.toLowerCase();
    const value = attr.value;
    if (name.startsWith('on')) el.removeAttribute(attr.name);
    else if (name === 'style') el.setAttribute(attr.name, sanitizeCss(value));
    else if (name === 'srcset' && REMOTE.test(value.replace(/^[\s,]+/, ''))) {
      el.removeAttribute(attr.name);
    } else if (URL_ATTRIBUTES.includes(name)) {
      // A link to a web page opens in a new tab when chosen and fetches nothing; anything else
      // pointing outside the book (an image, a stylesheet) would be fetched as the page renders.
      const isLink = el.localName === 'a';
      if (SCRIPT_URL.test(value) || (!isLink && REMOTE.test(value))) el.removeAttribute(attr.name);
    }
  }
  if (el.localName === 'style') el.textContent = sanitizeCss(el.textContent);
  if (el.localName === 'meta' && el.getAttribute('http-equiv')) el.remove();
  if (el.localName === 'link' && REMOTE.test(el.getAttribute('href') ?? '')) el.remove();
}

/** Every element of a parsed book document, cleaned in place. */
export function sanitizeDocument(doc: Document): void {
  for (const el of [...doc.querySelectorAll('*')]) {
    if (DROPPED.has(el.localName.toLowerCase())) el.remove();
    else cleanElement(el);
  }
}

const MARKUP_TYPES = new Set(['application/xhtml+xml', 'text/html', 'image/svg+xml']);

/** A book file's text, cleaned: markup and stylesheets; other text comes back as it was. */
export function sanitizeBookText(text: string, type: string): string {
  if (type === 'text/css') return sanitizeCss(text);
  if (!MARKUP_TYPES.has(type)) return text;
  const parser = new DOMParser();
  let doc = parser.parseFromString(text, type as DOMParserSupportedType);
  // Markup that is not well-formed XML is read as HTML, which never fails, and written back as
  // XML: the reader then shows what a browser would make of it, cleaned.
  const broken = type !== 'text/html' && doc.querySelector('parsererror') !== null;
  if (broken) doc = parser.parseFromString(text, 'text/html');
  sanitizeDocument(doc);
  if (type === 'text/html') return `<!DOCTYPE html>\n${doc.documentElement.outerHTML}`;
  return new XMLSerializer().serializeToString(doc);
}
