import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { SearchMatch } from '../ebook/search-panel';

/** Characters of context either side of a match. */
const CONTEXT = 40;
export const MAX_MATCHES = 200;

/** Each page's text, as pdf.js's text layer reads it (one string per page). */
export async function pageTexts(pdf: PDFDocumentProxy): Promise<string[]> {
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    texts.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : ''))
        .join('')
        .replace(/\s+/g, ' '),
    );
  }
  return texts;
}

/** Every match of `query` in the pages' text, case-insensitive, with its context and page. */
export function findInPages(texts: readonly string[], query: string): SearchMatch[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [];
  const matches: SearchMatch[] = [];
  texts.forEach((text, i) => {
    const lower = text.toLowerCase();
    for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + wanted.length)) {
      if (matches.length >= MAX_MATCHES) return;
      const end = at + wanted.length;
      matches.push({
        target: String(i + 1),
        where: `Page ${i + 1}`,
        before: `${at > CONTEXT ? '…' : ''}${text.slice(Math.max(0, at - CONTEXT), at)}`,
        match: text.slice(at, end),
        after: `${text.slice(end, end + CONTEXT)}${end + CONTEXT < text.length ? '…' : ''}`,
      });
    }
  });
  return matches;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A text-layer item's HTML with each occurrence of `query` marked (react-pdf's
 * customTextRenderer), so the match chosen in the search panel stands out on its page.
 */
export function markMatches(text: string, query: string): string {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return escapeHtml(text);
  const lower = text.toLowerCase();
  let html = '';
  let from = 0;
  for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, from)) {
    html += `${escapeHtml(text.slice(from, at))}<mark class="reader-match">${escapeHtml(text.slice(at, at + wanted.length))}</mark>`;
    from = at + wanted.length;
  }
  return html + escapeHtml(text.slice(from));
}
