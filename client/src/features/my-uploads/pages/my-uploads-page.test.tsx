import type { MyUploads } from '@inkreel/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, TEST_USER, type MockReply } from '../../../lib/testing/fetch-mock';
import { renderRoutes, storeSession } from '../../../lib/testing/render-app';
import { recordUpload } from '../../../lib/uploads/upload-history';
import { MyUploadsPage } from './my-uploads-page';

const id = (n: number) => n.toString(16).padStart(24, '0');
const uploader = { _id: TEST_USER._id, name: TEST_USER.name };
const EMPTY: MyUploads = { videos: [], music: [], books: [], stories: [], poems: [] };
const SOME: MyUploads = {
  ...EMPTY,
  videos: [
    {
      _id: id(1),
      title: 'Harbour at Dawn',
      description: '',
      tags: [],
      views: 12,
      createdAt: '2026-02-01T10:00:00.000Z',
      videoUrl: '/media/v.mp4',
      uploadedBy: uploader,
    },
  ],
  music: [
    {
      _id: id(2),
      title: 'Night Drive',
      description: '',
      plays: 3,
      likes: [],
      artworkUrl: '/media/a.jpg',
      audioUrl: '/media/a.mp3',
      createdAt: '2026-02-02T10:00:00.000Z',
      uploadedBy: uploader,
    },
  ],
  poems: [
    {
      _id: id(3),
      title: 'Roses',
      content: 'Red',
      tags: ['love'],
      createdAt: '2026-02-03T10:00:00.000Z',
      uploadedBy: uploader,
    },
  ],
};

const showPage = (reply: MockReply | (() => MockReply)) => {
  const { calls } = mockFetch(
    on('GET', '/api/auth/status', { body: TEST_USER }),
    on('GET', '/api/uploads/mine', reply),
  );
  renderRoutes([{ path: '/my-uploads', element: <MyUploadsPage /> }], '/my-uploads');
  return calls;
};

beforeEach(() => {
  storeSession(TEST_USER);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MyUploadsPage', () => {
  it("lists the provider's uploads by kind, each linking to its page", async () => {
    const calls = showPage({ body: SOME });
    expect(await screen.findByRole('heading', { name: /Videos/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Harbour at Dawn/ })).toHaveAttribute(
      'href',
      `/video/${id(1)}`,
    );
    expect(
      within(screen.getByRole('list', { name: 'Your tracks' })).getByRole('link', {
        name: /Night Drive/,
      }),
    ).toHaveAttribute('href', `/audio/${id(2)}`);
    expect(screen.getByRole('link', { name: 'Roses' })).toHaveAttribute(
      'href',
      `/stories/poem/${id(3)}`,
    );
    // Kinds without uploads get no section.
    expect(screen.queryByRole('heading', { name: /Books/ })).toBeNull();
    const call = calls.find((c) => c.url.endsWith('/api/uploads/mine'));
    expect(new Headers(call?.init.headers).get('Authorization')).toBe('Bearer test-token');
  });

  it('invites a first upload when there is none', async () => {
    showPage({ body: EMPTY });
    expect(await screen.findByText('You have not uploaded anything yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload your first work' })).toHaveAttribute(
      'href',
      '/upload',
    );
  });

  it('shows what this browser published when the provider has no such call', async () => {
    recordUpload(TEST_USER, {
      type: 'story',
      id: id(9),
      title: 'The Lighthouse Keeper',
      at: '2026-02-04T10:00:00.000Z',
    });
    recordUpload(
      { _id: 'f'.repeat(24) },
      { type: 'poem', id: id(8), title: 'Not mine', at: '2026-02-04T10:00:00.000Z' },
    );
    showPage({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });
    expect(await screen.findByText(/This provider does not list your uploads/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The Lighthouse Keeper' })).toHaveAttribute(
      'href',
      `/stories/story/${id(9)}`,
    );
    expect(screen.queryByText('Not mine')).toBeNull();
  });

  it('falls back too when the provider answers the path with something else (a web page)', async () => {
    showPage({ body: '<!doctype html><title>Not here</title>' });
    expect(await screen.findByText(/This provider does not list your uploads/)).toBeInTheDocument();
  });

  it('asks to check the connection when the provider cannot be reached', async () => {
    showPage({ networkError: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your uploads could not be loaded. Check your connection and try again.',
    );
  });

  it('says when the list could not be loaded, and tries again', async () => {
    let fail = true;
    showPage(() =>
      fail ? { status: 500, body: { code: 'INTERNAL', message: 'boom' } } : { body: SOME },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your uploads could not be loaded. The provider could not list your uploads just now.',
    );
    expect(screen.queryByRole('status', { name: /Loading/ })).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Harbour at Dawn/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    // The button went with the error: the focus is on the page's title, not lost.
    expect(screen.getByRole('heading', { name: 'My uploads', level: 1 })).toHaveFocus();
  });
});
