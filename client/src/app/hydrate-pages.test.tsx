import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
  type HydrationState,
} from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readThrough } from '../lib/api/read-through';
import { recordProgress } from '../lib/playback/in-progress';
import { serverLoaderContext } from '../lib/page/read-page';
import { heldReply, mockFetch, on, TEST_USER } from '../lib/testing/fetch-mock';
import { storeSession } from '../lib/testing/render-app';
import { AppProviders } from './app-providers';
import { preloadComments } from '../components/comments/comments-slot';
import { preloadDeferredParts } from '../lib/page/deferred-part';
import { preloadPage } from './lazy-page';
import { routes } from './routes';

// Pages the web server renders hydrate in the browser without a mismatch and without asking for
// their data again: the same routes rendered as src/entry-server.tsx renders them, then hydrated
// as src/app/boot.tsx hydrates them (a memory router in place of the browser's).

// pdf.js needs a newer runtime than the tests' (and a canvas): the reader's viewer is left out.
vi.mock('../features/books/reader/pdf-viewer', () => ({ PdfViewer: () => null }));

const handler = createStaticHandler(routes);
type Answer = Parameters<typeof mockFetch>[number];
const extensions = { status: 200, body: { extensions: [] } };

/** The server's markup and router state at `path`, over a provider answering `provider` by path. */
async function serverRender(
  path: string,
  provider: Record<string, { status: number; body: unknown }>,
) {
  const read = (url: string) => Promise.resolve(provider[new URL(url, 'http://x').pathname]);
  const context = await handler.query(new Request(`http://localhost${path}`), {
    requestContext: serverLoaderContext(readThrough(read)),
  });
  if (context instanceof Response || context.errors) throw new Error(`${path} was not rendered`);
  const loaderData: Record<string, unknown> = {};
  for (const [id, data] of Object.entries(context.loaderData)) {
    const { replies } = (data ?? {}) as { replies?: unknown };
    if (replies) loaderData[id] = { replies };
  }
  return {
    hydrationData: { loaderData } satisfies HydrationState,
    html: renderToString(
      <AppProviders serverRendered>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>,
    ),
  };
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function hydrateAt(
  path: string,
  provider: Record<string, { status: number; body: unknown }>,
  browser?: () => Answer[] | undefined,
) {
  // renderToString does not wait for a lazy part as the server's stream does: its code goes first.
  await Promise.all([preloadPage(new URL(path, 'http://x').pathname), preloadComments()]);
  await preloadDeferredParts();
  const { html, hydrationData } = await serverRender(path, provider);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  // What this browser has and the server had not (an observer, a session, stored choices).
  const answers = browser?.() ?? [];
  const errors = vi.spyOn(console, 'error');
  const { calls } = mockFetch(...answers);
  const router = createMemoryRouter(routes, { initialEntries: [path], hydrationData });
  await act(async () => {
    root = hydrateRoot(
      container,
      <SWRConfig value={{ provider: () => new Map() }}>
        <AppProviders serverRendered>
          <RouterProvider router={router} />
        </AppProviders>
      </SWRConfig>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  return { errors, calls, html };
}

describe('server-rendered pages hydrate', { timeout: 30_000 }, () => {
  it.each(['/login', '/register', '/premium'])('%s in place, with no mismatch', async (path) => {
    const { errors } = await hydrateAt(path, { '/api/extensions': extensions });
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0);
  });

  it('a video page with its data, asking the provider for none of it', async () => {
    const id = 'a1b2c3d4e5f6a1b2c3d4e5f6';
    const video = {
      _id: id,
      title: 'First Light',
      description: 'Dawn.',
      tags: [],
      views: 3,
      createdAt: '2026-07-01T10:00:00.000Z',
      videoUrl: '/media/first-light.mp4',
      uploadedBy: { _id: 'c1b2c3d4e5f6a1b2c3d4e5f6', name: 'Dana' },
    };
    const { errors, calls } = await hydrateAt(`/video/${id}`, {
      [`/api/videos/${id}`]: { status: 200, body: video },
      [`/api/videos/recommendations/${id}`]: { status: 200, body: [] },
      '/api/extensions': extensions,
    });
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'First Light', level: 1 })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes(`/api/videos/`))).toEqual([]);
  });

  it('a video page with comments, in a browser with an observer, a session and a speed', async () => {
    const { errors } = await hydrateAt(
      `/video/${VIDEO._id}`,
      {
        [`/api/videos/${VIDEO._id}`]: { status: 200, body: VIDEO },
        [`/api/videos/recommendations/${VIDEO._id}`]: { status: 200, body: [] },
        '/api/extensions': { status: 200, body: { extensions: ['comments', 'likes'] } },
      },
      () => {
        // The server has no observer: its comments are the preview, as the browser's first render.
        vi.stubGlobal('IntersectionObserver', Unseen);
        storeSession(TEST_USER);
        localStorage.setItem('inkreel:playback-rate', '1.5');
      },
    );
    expect(errors).not.toHaveBeenCalled();
    // Hydrated, the page renders what this browser keeps.
    expect(screen.getByRole('button', { name: 'Speed 1.5×' })).toBeInTheDocument();
  });

  it('a video page for a browser with a session, then its own like, read again once hydrated', async () => {
    const { errors, calls } = await hydrateAt(
      `/video/${VIDEO._id}`,
      {
        // The server reads as a visitor: nothing in its reply says what this browser liked.
        [`/api/videos/${VIDEO._id}`]: { status: 200, body: { ...VIDEO, likeCount: 1 } },
        [`/api/videos/recommendations/${VIDEO._id}`]: { status: 200, body: [] },
        '/api/extensions': { status: 200, body: { extensions: ['likes'] } },
      },
      () => {
        storeSession(TEST_USER);
        return [
          on('GET', `/api/videos/${VIDEO._id}`, {
            body: { ...VIDEO, likeCount: 1, liked: true },
          }),
          on('GET', `/api/videos/recommendations/${VIDEO._id}`, { body: [] }),
        ];
      },
    );
    expect(errors).not.toHaveBeenCalled();
    expect(
      await screen.findByRole('button', { name: 'Like First Light, 1 like', pressed: true }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith(`/api/videos/${VIDEO._id}`))).toHaveLength(1);
  });

  it("a track page: the actions and About Track's like come disabled from the server, and answer once hydrated", async () => {
    const id = 'f'.repeat(24);
    const track = {
      _id: id,
      title: 'Freight',
      description: 'A low pulse.',
      plays: 12,
      likes: ['a'.repeat(24)],
      likeCount: 1,
      artworkUrl: '/media/artwork/freight.jpg',
      audioUrl: '/media/audios/freight.mp3',
      createdAt: '2026-06-01T00:00:00.000Z',
      uploadedBy: { _id: 'c1b2c3d4e5f6a1b2c3d4e5f6', name: 'Dana' },
    };
    const { errors, html } = await hydrateAt(`/audio/${id}`, {
      [`/api/audios/${id}`]: { status: 200, body: track },
      [`/api/audios/recommendations/${id}`]: { status: 200, body: [] },
      '/api/extensions': { status: 200, body: { extensions: ['likes'] } },
    });
    // Their code comes after the player's (decision 0446): a press before it would reach nothing.
    expect(html).toMatch(/aria-label="Like Freight, 1 like" disabled=""/);
    expect(html).toMatch(/<fieldset class="page-actions" disabled="">/);
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Like Freight, 1 like' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
  });

  it('a search page with its results, asking the provider for none of them', async () => {
    const none = { items: [], pagination: { page: 1, pages: 0, total: 0, limit: 12 } };
    const { errors, calls } = await hydrateAt('/search?q=first', {
      '/api/search': {
        status: 200,
        body: {
          q: 'first',
          videos: { items: [VIDEO], pagination: { page: 1, pages: 1, total: 1, limit: 12 } },
          music: none,
          books: none,
          stories: none,
          poems: none,
        },
      },
      '/api/extensions': extensions,
    });
    expect(errors).not.toHaveBeenCalled();
    expect(
      screen.getByRole('heading', { name: 'Results for “first”', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'First Light' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('/api/search'))).toEqual([]);
  });

  it("a creator's page for a browser with a session, restored before the page hydrates", async () => {
    const id = 'e'.repeat(24);
    const creator = {
      _id: id,
      name: 'Chidi Okafor',
      joinedAt: '2024-09-19T00:00:00.000Z',
      followers: 3,
      counts: { video: 0, audio: 0, book: 0, story: 0, poem: 0 },
      following: false,
    };
    const { errors } = await hydrateAt(
      `/creator/${id}`,
      {
        [`/api/creators/${id}`]: { status: 200, body: creator },
        '/api/extensions': { status: 200, body: { extensions: ['creators'] } },
      },
      () => {
        storeSession(TEST_USER);
        // The signed-in viewer's own read, once hydrated.
        return [on('GET', `/api/creators/${id}`, { body: { ...creator, following: true } })];
      },
    );
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Chidi Okafor', level: 1 })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Following Chidi Okafor', pressed: true }),
    ).toBeInTheDocument();
  });

  it('a story in a browser with its own reading size', async () => {
    const id = 'd'.repeat(24);
    const story = {
      _id: id,
      title: 'The Borrowed Umbrella',
      content: 'It rained.',
      tags: [],
      createdAt: '2026-07-01T10:00:00.000Z',
      uploadedBy: { _id: 'c'.repeat(24), name: 'Dana' },
    };
    const { errors } = await hydrateAt(
      `/stories/story/${id}`,
      {
        [`/api/stories/${id}`]: { status: 200, body: story },
        '/api/extensions': extensions,
      },
      () => {
        const reading = {
          size: 4,
          spacing: 'relaxed',
          width: 'wide',
          font: 'sans',
          theme: 'sepia',
        };
        localStorage.setItem('inkreel:reader-settings', JSON.stringify(reading));
      },
    );
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('article')).toHaveClass('reader-theme-sepia');
  });

  it('the home page, then its Continue row for a browser part way through something', async () => {
    recordProgress({ kind: 'audio', id: 'a1', title: 'Half a song', progress: 0.5, duration: 60 });
    const noPages = { page: 1, limit: 3, total: 0, pages: 0 };
    const ok = (body: unknown) => ({ status: 200, body });
    const { errors } = await hydrateAt('/', {
      '/api/extensions': extensions,
      '/api/videos/featured': ok([]),
      '/api/audios/random': ok([]),
      '/api/books/random': ok([]),
      '/api/stories': ok({ stories: [], pagination: noPages }),
      '/api/poems': ok({ poems: [], pagination: noPages }),
    });
    // The server knows nothing of this browser: the row comes after hydration, not in it.
    expect(errors).not.toHaveBeenCalled();
    expect(
      await screen.findByRole('link', { name: 'Half a song' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', '/audio/a1');
    localStorage.clear();
  });

  it("a book reader's page with its book named, asking the provider only for the file", async () => {
    const id = 'e1b2c3d4e5f6a1b2c3d4e5f6';
    const book = {
      _id: id,
      title: 'Small Hours',
      author: 'Ann Lee',
      rating: 4,
      createdAt: '2026-07-01T10:00:00.000Z',
      format: 'pdf',
    };
    const { errors, calls } = await hydrateAt(
      `/books/read/${id}`,
      {
        [`/api/books/${id}`]: { status: 200, body: book },
        '/api/extensions': extensions,
      },
      // The file is the browser's to fetch: it never comes here, and the page keeps waiting.
      () => [on('GET', `/api/books/read/${id}`, heldReply().reply)],
    );
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Small Hours', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Ann Lee')).toBeInTheDocument();
    // The book's place, waiting for its file as it came from the server.
    expect(screen.getByRole('status')).toHaveTextContent('Loading book');
    const asked = calls.map((call) => new URL(call.url, 'http://x').pathname);
    expect(asked).toEqual([`/api/books/read/${id}`]);
  });

  it('a playlist page with its Save offline button, with no mismatch', async () => {
    const id = 'b1b2c3d4e5f6a1b2c3d4e5f6';
    const playlist = {
      _id: id,
      title: 'Night bus',
      description: '',
      visibility: 'public',
      owner: { _id: 'c1b2c3d4e5f6a1b2c3d4e5f6', name: 'Dana' },
      itemCount: 1,
      duration: 60,
      readingMinutes: 0,
      coverPaths: [],
      createdAt: '2026-07-01T10:00:00.000Z',
      updatedAt: '2026-07-01T10:00:00.000Z',
      items: [
        {
          entryId: 'entry-one',
          kind: 'audio',
          id: 'd1b2c3d4e5f6a1b2c3d4e5f6',
          available: true,
          title: 'Song',
          mediaPath: '/media/song.mp3',
          duration: 60,
        },
      ],
    };
    const { errors } = await hydrateAt(`/playlist/${id}`, {
      [`/api/playlists/${id}`]: { status: 200, body: playlist },
      '/api/extensions': { status: 200, body: { extensions: ['playlists'] } },
    });
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Night bus', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save offline' })).toBeInTheDocument();
  });
});

const VIDEO = {
  _id: 'b1b2c3d4e5f6a1b2c3d4e5f6',
  title: 'First Light',
  description: 'Dawn.',
  tags: [],
  views: 3,
  createdAt: '2026-07-01T10:00:00.000Z',
  videoUrl: '/media/first-light.mp4',
  uploadedBy: { _id: 'c1b2c3d4e5f6a1b2c3d4e5f6', name: 'Dana' },
};

/** An observer that never sees the section (it is below the fold). */
class Unseen {
  observe() {}
  disconnect() {}
}
