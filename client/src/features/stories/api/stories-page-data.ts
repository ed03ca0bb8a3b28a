import { buildUrl, idSchema, writingCalls, type Writing } from '@inkreel/shared';
import { keyedRead } from '../../../lib/api/keyed-read';
import { firstThreadRead } from '../../../lib/comments/thread-read';
import { needs, notFound, optional, pagePlan, type PageArgs } from '../../../lib/page/page-data';

// The reads of the stories and poems pages: the keys and fetchers this feature's hooks use
// (api/use-writings.ts), and the data of the pages the web server renders (routes.tsx attaches
// them as loaders).

export type WritingKind = 'story' | 'poem';

export const WRITINGS_PER_PAGE = 9;

export interface WritingsPage {
  items: Writing[];
  pages: number;
}

/** One page of stories or poems, kept as `{ items, pages }`. */
export const writingsPageRead = (kind: WritingKind, page: number) => {
  const input = { query: { page, limit: WRITINGS_PER_PAGE } };
  const call = kind === 'story' ? writingCalls.stories : writingCalls.poems;
  return keyedRead(
    buildUrl(call, input),
    async (read): Promise<WritingsPage> => {
      if (kind === 'story') {
        const reply = await read(writingCalls.stories, input);
        return { items: reply.stories, pages: reply.pagination.pages };
      }
      const reply = await read(writingCalls.poems, input);
      return { items: reply.poems, pages: reply.pagination.pages };
    },
    { feed: page === 1 },
  );
};

/** One story or poem, retried inside the fetcher so the page says "not found" only for a 404. */
export const writingRead = (kind: WritingKind, id: string) => {
  const call = kind === 'poem' ? writingCalls.poem : writingCalls.story;
  return keyedRead(buildUrl(call, { params: { id } }), (read) => read(call, { params: { id } }), {
    retry: true,
  });
};

/** The tab /stories shows: `?tab=poems`, else stories. */
export const storiesTab = (search: URLSearchParams): WritingKind =>
  search.get('tab') === 'poems' ? 'poem' : 'story';

/** /stories: the first page of the tab shown. */
export const storiesPage = ({ url }: PageArgs) =>
  pagePlan({ first: needs(writingsPageRead(storiesTab(url.searchParams), 1)) }, () => ({
    kind: 'stories',
  }));

/** Only /stories/story/{id} and /stories/poem/{id} name a writing; any other kind finds none. */
export const writingKind = (value: string | undefined): WritingKind | null =>
  value === 'story' || value === 'poem' ? value : null;

/** /stories/:kind/:id: the story or poem and its first comments; 404 for a missing one. */
export function writingPage({ params }: PageArgs) {
  const kind = writingKind(params.kind);
  const id = params.id ?? '';
  const noun = kind === 'poem' ? 'Poem' : 'Story';
  if (!kind || !idSchema.safeParse(id).success) return notFound(noun);
  return pagePlan(
    {
      writing: needs(writingRead(kind, id), { missing: noun }),
      comments: optional(firstThreadRead(kind, id)),
    },
    ({ writing, comments }) => ({
      kind: 'writing',
      writingKind: kind,
      writing,
      commentCount: comments?.count,
    }),
  );
}
