import type { MyUploads } from '@inkreel/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, sentJson, TEST_USER } from '../../../lib/testing/fetch-mock';
import { renderRoutes, storeSession } from '../../../lib/testing/render-app';
import { MyUploadsPage } from '../pages/my-uploads-page';

const id = (n: number) => n.toString(16).padStart(24, '0');
const uploader = { _id: TEST_USER._id, name: TEST_USER.name };
const video = (n: number, title: string, views: number) => ({
  _id: id(n),
  title,
  description: 'About it',
  tags: ['sea'],
  views,
  createdAt: `2026-02-0${n}T10:00:00.000Z`,
  videoUrl: `/media/videos/${n}.mp4`,
  uploadedBy: uploader,
  visibility: 'public' as const,
  version: 1,
});
const UPLOADS: MyUploads = {
  videos: [video(3, 'Newest, few views', 2), video(2, 'Older, most views', 40)],
  music: [],
  books: [],
  stories: [],
  poems: [
    {
      _id: id(4),
      title: 'Roses',
      content: 'Red',
      tags: [],
      createdAt: '2026-02-04T10:00:00.000Z',
      uploadedBy: uploader,
    },
  ],
};
const TOTALS = {
  items: [
    {
      kind: 'video',
      id: id(3),
      title: 'Newest, few views',
      visibility: 'public',
      totals: { views: 2 },
    },
    {
      kind: 'video',
      id: id(2),
      title: 'Older, most views',
      visibility: 'public',
      totals: { views: 40 },
    },
    { kind: 'poem', id: id(4), title: 'Roses', visibility: 'public', totals: {} },
  ],
};

function showPage(extensions: string[] = ['manage']) {
  const fetched = mockFetch(
    on('GET', '/api/auth/status', { body: TEST_USER }),
    on('GET', '/api/extensions', { body: { extensions } }),
    on('GET', '/api/uploads/mine', { body: UPLOADS }),
    on('GET', '/api/uploads/stats', { body: TOTALS }),
    on('DELETE', `/api/videos/${id(2)}`, { body: { kind: 'video', id: id(2), deleted: true } }),
    on('DELETE', `/api/videos/${id(3)}`, {
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Video not found' },
    }),
    on('PATCH', `/api/poems/${id(4)}`, { body: { ...UPLOADS.poems[0], visibility: 'private' } }),
    on('POST', '/api/uploads/bulk', {
      body: {
        results: [
          { kind: 'video', id: id(3), outcome: 'done' },
          { kind: 'video', id: id(2), outcome: 'done' },
        ],
      },
    }),
    on('GET', '/api/subscriptions/plans', { body: {} }),
  );
  renderRoutes([{ path: '/my-uploads', element: <MyUploadsPage /> }], '/my-uploads');
  return fetched;
}

/** Each row's title, in the order shown (a row's first link is its title). */
const titlesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);

beforeEach(() => storeSession(TEST_USER));
afterEach(() => vi.unstubAllGlobals());

describe('My uploads with the manage feature', () => {
  it('shows each upload with its totals and controls, and sorts by views', async () => {
    const user = userEvent.setup();
    showPage();
    const list = await screen.findByRole('list', { name: 'Your videos' });
    expect(await within(list).findByText('40 views')).toBeInTheDocument();
    expect(titlesIn(list)).toEqual(['Newest, few views', 'Older, most views']);
    expect(screen.getByRole('link', { name: 'Edit “Older, most views”' })).toHaveAttribute(
      'href',
      `/my-uploads/video/${id(2)}/edit`,
    );
    expect(screen.getByRole('link', { name: 'Statistics of “Roses”' })).toHaveAttribute(
      'href',
      `/my-uploads/poem/${id(4)}/stats`,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most viewed');
    expect(titlesIn(list)).toEqual(['Older, most views', 'Newest, few views']);
  });

  it('asks before deleting, naming the item and saying the credits are not refunded', async () => {
    const user = userEvent.setup();
    const { calls } = showPage();
    await user.click(await screen.findByRole('button', { name: 'Delete “Older, most views”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Older, most views”?' });
    expect(dialog).toHaveTextContent('It is removed for everyone: its page, files and statistics.');
    expect(dialog).toHaveTextContent('The credits paid to upload it are not refunded.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('“Older, most views” was deleted.');
    expect(
      calls.some((c) => c.init.method === 'DELETE' && c.url.endsWith(`/api/videos/${id(2)}`)),
    ).toBe(true);
  });

  it('says nothing of credits before deleting a poem, which cost none', async () => {
    const user = userEvent.setup();
    showPage();
    await user.click(await screen.findByRole('button', { name: 'Delete “Roses”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Roses”?' });
    expect(dialog).toHaveTextContent('It is removed for everyone: its page, files and statistics.');
    expect(dialog).not.toHaveTextContent(/credit/i);
  });

  it('takes an upload already deleted elsewhere as deleted', async () => {
    const user = userEvent.setup();
    showPage();
    await user.click(await screen.findByRole('button', { name: 'Delete “Newest, few views”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Newest, few views”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('“Newest, few views” was deleted.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('changes who sees one upload, and several at once', async () => {
    const user = userEvent.setup();
    const { calls } = showPage();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Who can see “Roses”' }),
      'Private',
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('“Roses” is now private.'),
    );
    const patch = calls.find((c) => c.init.method === 'PATCH');
    expect(sentJson(patch?.init)).toEqual({ visibility: 'private' });

    await user.click(screen.getByRole('checkbox', { name: 'Select “Newest, few views”' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select “Older, most views”' }));
    const bar = screen.getByRole('region', { name: 'Selected uploads' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('2 of 2 uploads are now unlisted.'),
    );
    const bulk = calls.find((c) => c.url.endsWith('/api/uploads/bulk'));
    expect(sentJson(bulk?.init)).toEqual({
      action: 'visibility',
      visibility: 'unlisted',
      items: [
        { kind: 'video', id: id(3) },
        { kind: 'video', id: id(2) },
      ],
    });
  });

  it('stays as before against a provider without the feature', async () => {
    const { calls } = showPage([]);
    expect(await screen.findByRole('link', { name: /Older, most views/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.some((c) => c.url.includes('/api/uploads/stats'))).toBe(false);
  });
});
