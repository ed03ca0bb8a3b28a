import escapeHtml from 'escape-html';

/** One page of a list, and what the pager needs to link the others. */
export interface Paged<T> {
  items: T[];
  page: number;
  pages: number;
}

/** Reads `?page=` leniently: anything not a whole number from 1 is the first page. */
export function readPage(value: unknown): number {
  const page = typeof value === 'string' ? Number.parseInt(value, 10) : 1;
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/** The page of `items` asked for (the last one when asked past the end). */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): Paged<T> {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(page, pages);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pages };
}

/** Previous and next links; `href(n)` builds page n's address (kept filters included). */
export function pagerNav(paged: Paged<unknown>, label: string, href: (n: number) => string) {
  if (paged.pages <= 1) return '';
  const link = (n: number, text: string, rel: string) =>
    `<a href="${escapeHtml(href(n))}" rel="${rel}">${text}</a>`;
  return `<nav class="pager" aria-label="${escapeHtml(label)}">
${paged.page > 1 ? link(paged.page - 1, '← Newer', 'prev') : '<span></span>'}
<span>Page ${paged.page} of ${paged.pages}</span>
${paged.page < paged.pages ? link(paged.page + 1, 'Older →', 'next') : '<span></span>'}
</nav>`;
}
