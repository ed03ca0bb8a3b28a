/**
 * The page shown and, once it is drawn, the ones either side of it, drawn ahead so a turn is
 * instant. Until then the page shown is drawn alone: on a phone the two drew together and the
 * page a reader opened came later (pdf.js draws on the main thread).
 */
export function pagesToRender(page: number, total: number, shownIsDrawn = true): number[] {
  if (total < 1 || !shownIsDrawn) return [page];
  return [page - 1, page, page + 1].filter((n) => n >= 1 && n <= total);
}
