import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, TEST_USER } from '../../../lib/testing/fetch-mock';
import { renderRoutes, storeSession } from '../../../lib/testing/render-app';
import { describeDays } from '../components/stats-chart';
import { UploadStatsPage } from './upload-stats-page';

const ID = 'd'.repeat(24);
const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}`;
const DAYS = Array.from({ length: 30 }, (_, i) => ({
  date: day(i + 1),
  views: i === 27 ? 5 : i === 29 ? 2 : 0,
}));
const STATS = {
  kind: 'video',
  id: ID,
  title: 'Harbour',
  visibility: 'public',
  totals: { views: 19 },
  days: DAYS,
};

function showStats(reply = { body: STATS as unknown }) {
  const fetched = mockFetch(
    on('GET', '/api/auth/status', { body: TEST_USER }),
    on('GET', `/api/uploads/stats/video/${ID}`, reply),
    on('GET', '/api/uploads/stats.csv', { body: 'kind,id' }),
  );
  renderRoutes(
    [{ path: '/my-uploads/:kind/:id/stats', element: <UploadStatsPage /> }],
    `/my-uploads/video/${ID}/stats`,
  );
  return fetched;
}

beforeEach(() => storeSession(TEST_USER));
afterEach(() => vi.unstubAllGlobals());

describe('UploadStatsPage', () => {
  it('shows the totals and a chart that says what it shows, with the numbers on demand', async () => {
    const user = userEvent.setup();
    showStats();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statistics of “Harbour”' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Views in all',
      'Views in the last 30 days',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '19 views',
      '7 views',
    ]);
    const chart = screen.getByRole('img', { name: /Views per day/ });
    // Its <desc>, which aria-labelledby names with its <title> (the tests' DOM reads neither).
    expect(chart).toHaveAttribute('aria-labelledby', expect.stringMatching(/-title .*-desc$/));
    expect(chart).toHaveTextContent(
      '7 views over the 30 days from November 1 to November 30; the most, 5, on November 28.',
    );
    await user.click(screen.getByText('Show the numbers'));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: 'November 28 5' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  });

  it('downloads the CSV with the bearer token', async () => {
    const user = userEvent.setup();
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { calls } = showStats();
    await user.click(await screen.findByRole('button', { name: 'Download as CSV' }));
    const csv = calls.find((c) => c.url.includes('/api/uploads/stats.csv'));
    expect(csv?.url).toContain(`kind=video&id=${ID}`);
    expect(new Headers(csv?.init.headers).get('Authorization')).toBe('Bearer test-token');
    expect(created).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it("says when the upload is not among the account's", async () => {
    showStats({ body: { code: 'NOT_FOUND', message: 'Video not found' }, status: 404 } as never);
    expect(
      await screen.findByText('This upload was not found among yours. It may have been deleted.'),
    ).toBeInTheDocument();
  });

  it('describes days without any view', () => {
    expect(
      describeDays(
        [
          { date: day(1), value: 0 },
          { date: day(2), value: 0 },
        ],
        'plays',
      ),
    ).toBe('No plays on any of the 2 days from November 1 to November 2.');
  });
});
