import { manageCalls, type ContentType, type ItemStats, type StatsTotals } from '@inkreel/shared';
import useSWR from 'swr';
import { request } from '../../../lib/api/api-client';

/** Every upload's totals, for My uploads' counts and its sorting (keyed by account). */
export function useStatsTotals(accountId: string | undefined, enabled: boolean) {
  return useSWR<StatsTotals, Error>(
    enabled && accountId ? ['manage', 'totals', accountId] : null,
    () => request(manageCalls.statsTotals),
    { revalidateOnFocus: false },
  );
}

/** One upload's last 30 days and totals. */
export function useItemStats(kind: ContentType, id: string, enabled: boolean) {
  return useSWR<ItemStats, Error>(enabled ? ['manage', 'stats', kind, id] : null, () =>
    request(manageCalls.itemStats, { params: { kind, id } }),
  );
}

/**
 * The statistics as a CSV file the browser saves: every upload's, or one's. The reply is read
 * with the bearer token (a plain link would go without), then handed to a download link.
 */
export async function downloadStatsCsv(only?: { kind: ContentType; id: string }): Promise<void> {
  const text = await request(manageCalls.statsExport, { query: only ?? {} });
  const blob = new Blob([typeof text === 'string' ? text : ''], { type: 'text/csv' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = only
    ? `inkreel-statistics-${only.kind}-${only.id}.csv`
    : 'inkreel-statistics.csv';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
