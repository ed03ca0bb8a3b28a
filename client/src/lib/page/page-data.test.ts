import { buildUrl, extensionCalls, idSchema, videoCalls } from '@inkreel/shared';
import {
  createStaticHandler,
  RouterContextProvider,
  type LoaderFunctionArgs,
  type StaticHandlerContext,
} from 'react-router';
import { mutate } from 'swr';
import { unstable_serialize as infiniteKey } from 'swr/infinite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyedRead, type KeyedRead } from '../api/keyed-read';
import { readThrough, type ProviderReply } from '../api/read-through';
import {
  needs,
  notFound,
  optional,
  lazyPlan,
  pageLoader,
  pagePlan,
  type PageArgs,
  type PagePlan,
  isRecordId,
} from './page-data';
import { PageUnavailable, serverLoaderContext } from './read-page';

const ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const video = {
  _id: ID,
  title: 'First Light',
  description: '',
  tags: [],
  views: 1,
  createdAt: '2026-07-01T10:00:00.000Z',
  videoUrl: '/media/first-light.mp4',
  uploadedBy: { _id: 'c1b2c3d4e5f6a1b2c3d4e5f6', name: 'Dana' },
};
const videoPage = { videos: [video], pagination: { page: 1, pages: 1, total: 1, limit: 12 } };

const videoRead = keyedRead(buildUrl(videoCalls.byId, { params: { id: ID } }), (read) =>
  read(videoCalls.byId, { params: { id: ID } }),
);
const listRead = keyedRead(
  buildUrl(videoCalls.list, { query: { page: 1 } }),
  (read) => read(videoCalls.list, { query: { page: 1 } }),
  { feed: true },
);
const recommendationsRead = keyedRead('/api/videos/recommendations/x', (read) =>
  read(videoCalls.recommendations, { params: { id: ID } }),
);

/** A video page as a feature declares one: the video (404 → "Video"), recommendations optional. */
const plan = ({ params }: PageArgs): PagePlan =>
  params.id === 'impossible'
    ? notFound('Video')
    : pagePlan(
        {
          video: needs(videoRead, { missing: 'Video' }),
          recommended: optional(recommendationsRead),
          list: needs(listRead),
        },
        ({ video: item }) => ({ kind: 'video', video: item }),
      );

/** The web server's run of the loader at `path` over a provider answering `replies` by path. */
async function onServer(
  replies: Record<string, ProviderReply | undefined>,
  path = `/video/${ID}`,
  loader = pageLoader(plan),
): Promise<StaticHandlerContext> {
  const handler = createStaticHandler([{ path: '/video/:id', loader }]);
  const read = (url: string) => Promise.resolve(replies[new URL(url, 'http://x').pathname]);
  const requestContext = serverLoaderContext(readThrough(read));
  const context = await handler.query(new Request(`http://localhost${path}`), { requestContext });
  if (context instanceof Response) throw new Error('redirected');
  return context;
}

const ok = (body: unknown): ProviderReply => ({ status: 200, body });
const provider = {
  [`/api/videos/${ID}`]: ok(video),
  '/api/videos/recommendations/a1b2c3d4e5f6a1b2c3d4e5f6': ok([video]),
  '/api/videos': ok(videoPage),
  '/api/extensions': ok({ extensions: ['likes'] }),
};
const leafData = (context: StaticHandlerContext) => Object.values(context.loaderData)[0];

describe("a loader's id check", () => {
  it('says what the contracts say of an id, without them (decision 0452)', () => {
    const samples = ['a'.repeat(24), '0123456789abcdef01234567', 'A'.repeat(24), 'a'.repeat(23)];
    samples.push('a'.repeat(25), 'g'.repeat(24), '', 'not-an-id', `${'a'.repeat(24)}\n`);
    for (const id of samples) expect(isRecordId(id), id).toBe(idSchema.safeParse(id).success);
  });
});

describe('a page loader on the web server', () => {
  it('reads every reply and gives them under the keys the hooks read, with the subject', async () => {
    const context = await onServer(provider);
    expect(context.errors).toBeNull();
    expect(context.statusCode).toBe(200);
    expect(leafData(context)).toEqual({
      replies: {
        [videoRead.key]: video,
        [recommendationsRead.key]: [video],
        [listRead.key]: videoPage,
        // A feed's first page is also the feed's one page, so the feed goes on from it.
        [infiniteKey(() => listRead.key)]: [videoPage],
        [buildUrl(extensionCalls.list)]: { extensions: ['likes'] },
      },
      subject: { kind: 'video', video },
    });
  });

  it('leaves out what may wait for the browser: recommendations, the extension features', async () => {
    const context = await onServer({
      ...provider,
      '/api/videos/recommendations/a1b2c3d4e5f6a1b2c3d4e5f6': { status: 503, body: {} },
      '/api/extensions': undefined,
    });
    const { replies } = leafData(context) as { replies: Record<string, unknown> };
    expect(Object.keys(replies)).not.toContain(recommendationsRead.key);
    expect(Object.keys(replies)).not.toContain(buildUrl(extensionCalls.list));
    expect(replies[videoRead.key]).toEqual(video);
  });

  it('reads a provider without extensions as offering none', async () => {
    const context = await onServer({ ...provider, '/api/extensions': { status: 404, body: {} } });
    const { replies } = leafData(context) as { replies: Record<string, unknown> };
    expect(replies[buildUrl(extensionCalls.list)]).toEqual({ extensions: [] });
  });

  it("answers 404 with the item's noun when its read is answered 404", async () => {
    const context = await onServer({
      ...provider,
      [`/api/videos/${ID}`]: { status: 404, body: { message: 'Video not found' } },
    });
    expect(context.statusCode).toBe(404);
    expect(leafData(context)).toEqual({ missing: 'Video' });
  });

  it('answers 404 for an impossible address without asking the provider', async () => {
    const read = vi.fn();
    const handler = createStaticHandler([{ path: '/video/:id', loader: pageLoader(plan) }]);
    const context = await handler.query(new Request('http://localhost/video/impossible'), {
      requestContext: serverLoaderContext(read),
    });
    expect(context).toMatchObject({ statusCode: 404 });
    expect(read).not.toHaveBeenCalled();
  });

  it('fails with PageUnavailable when a needed reply does not come or does not fit', async () => {
    for (const reply of [undefined, { status: 500, body: {} }, ok({ videos: 'no' })]) {
      const context = await onServer({ ...provider, '/api/videos': reply });
      expect(Object.values(context.errors ?? {})[0]).toBeInstanceOf(PageUnavailable);
    }
  });
});

describe('a lazy plan', () => {
  it('loads its module on the first run and reads the same as the plan itself', async () => {
    const load = vi.fn(() => Promise.resolve(plan));
    const lazily = await onServer(provider, `/video/${ID}`, pageLoader(lazyPlan(load)));
    const directly = await onServer(provider);
    expect(load).toHaveBeenCalledTimes(1);
    expect(lazily.loaderData).toEqual(directly.loaderData);
    expect(lazily.statusCode).toBe(200);
  });

  it('fails the server render when its module cannot load (the server holds every plan)', async () => {
    const broken = pageLoader(lazyPlan(() => Promise.reject(new Error('not bundled'))));
    const context = await onServer(provider, `/video/${ID}`, broken);
    expect(Object.values(context.errors ?? {})[0]).toEqual(new Error('not bundled'));
  });
});

describe('a page loader in the browser', () => {
  afterEach(async () => {
    await mutate(warmed.key, undefined, { revalidate: false });
  });

  let resolveFetch: (value: unknown) => void = () => undefined;
  const fetcher = vi.fn(
    () =>
      new Promise((resolve) => {
        resolveFetch = resolve;
      }),
  );
  const warmed: KeyedRead<unknown> = {
    key: '/api/warm-test',
    read: () => Promise.reject(new Error('the browser uses fetch')),
    fetch: fetcher,
    feed: false,
  };
  const browserArgs = (): LoaderFunctionArgs => ({
    params: {},
    request: new Request('http://localhost/page'),
    url: new URL('http://localhost/page'),
    pattern: '/page',
    context: new RouterContextProvider(),
  });
  const loader = pageLoader(() => pagePlan({ item: needs(warmed) }, () => ({ kind: 'videos' })));
  // A key of its own: SWR keeps one preload per key until a hook takes it.
  const warmedLater = { ...warmed, key: '/api/warm-test-lazy' };
  const lazyLoader = pageLoader(
    lazyPlan(() =>
      Promise.resolve(() => pagePlan({ item: needs(warmedLater) }, () => ({ kind: 'videos' }))),
    ),
  );

  it("starts the hook's own fetch and returns at once, without waiting for it", async () => {
    fetcher.mockClear();
    expect(await loader(browserArgs())).toBeNull();
    expect(fetcher).toHaveBeenCalledTimes(1);
    resolveFetch({ done: true });
  });

  it('fetches nothing the cache already holds', async () => {
    fetcher.mockClear();
    await mutate(warmed.key, { cached: true }, { revalidate: false });
    expect(await loader(browserArgs())).toBeNull();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("lets the navigation go on when a lazy plan's code cannot be fetched", async () => {
    const unreachable = pageLoader(
      lazyPlan(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    );
    expect(await unreachable(browserArgs())).toBeNull();
  });

  it('starts the fetch once a lazy plan has loaded, and returns nothing', async () => {
    fetcher.mockClear();
    expect(await lazyLoader(browserArgs())).toBeNull();
    expect(fetcher).toHaveBeenCalledTimes(1);
    resolveFetch({ done: true });
  });
});
