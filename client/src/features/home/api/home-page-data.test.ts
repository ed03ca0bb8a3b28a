import { audioCalls, bookCalls, buildUrl, videoCalls, writingCalls } from '@inkreel/shared';
import { describe, expect, it } from 'vitest';
import { featuredRead, homeRowReads, writingsQuery } from './home-page-data';

// The home page's keys are written out so its contracts can load later (docs/decisions/0448);
// each must still be its call's URL, which other code revalidates by (`/api/` prefixes).
describe('the home page keys', () => {
  it('are the URLs of the calls they read', () => {
    expect(featuredRead.key).toBe(buildUrl(videoCalls.featured));
    expect(homeRowReads.music.key).toBe(`${buildUrl(audioCalls.random)}#home`);
    expect(homeRowReads.books.key).toBe(`${buildUrl(bookCalls.random)}#home`);
    expect(homeRowReads.stories.key).toBe(`${buildUrl(writingCalls.stories, writingsQuery)}#home`);
    expect(homeRowReads.poems.key).toBe(`${buildUrl(writingCalls.poems, writingsQuery)}#home`);
  });

  it('read through the contracts they name', async () => {
    const asked: string[] = [];
    const read = (call: { path: string }, input?: unknown) => {
      asked.push(`${call.path} ${JSON.stringify(input ?? null)}`);
      return Promise.resolve({ stories: ['s'], poems: ['p'] });
    };
    expect(await homeRowReads.stories.read(read as never)).toEqual(['s']);
    expect(await homeRowReads.poems.read(read as never)).toEqual(['p']);
    await featuredRead.read(read as never);
    expect(asked).toEqual([
      `/api/stories ${JSON.stringify(writingsQuery)}`,
      `/api/poems ${JSON.stringify(writingsQuery)}`,
      '/api/videos/featured null',
    ]);
  });
});
