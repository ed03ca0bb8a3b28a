/** The page shown and the ones either side of it, drawn ahead so a turn is instant. */
export function pagesToRender(page: number, total: number): number[] {
  if (total < 1) return [page];
  return [page - 1, page, page + 1].filter((n) => n >= 1 && n <= total);
}
