import { audioCalls, bookCalls, buildUrl, videoCalls } from '@inkreel/shared';
import { describe, expect, it } from 'vitest';
import { videoPageKey } from '../features/videos/api/use-video-feed';
import { ROUTE_FIRST_CALLS } from './route-first-calls';
import { ROUTE_PAGES } from './route-pages';

describe('ROUTE_FIRST_CALLS', () => {
  it('names, for each data page, the URL its hook asks for first', () => {
    const id = '0123456789abcdef01234567';
    const fill = (template: string | undefined) => template?.replace(':id', id);
    expect(fill(ROUTE_FIRST_CALLS['/'])).toBe(buildUrl(videoCalls.featured));
    expect(fill(ROUTE_FIRST_CALLS['/videos'])).toBe(videoPageKey(1));
    expect(fill(ROUTE_FIRST_CALLS['/video/:id'])).toBe(
      buildUrl(videoCalls.byId, { params: { id } }),
    );
    expect(fill(ROUTE_FIRST_CALLS['/audio'])).toBe(buildUrl(audioCalls.random));
    expect(fill(ROUTE_FIRST_CALLS['/audio/:id'])).toBe(
      buildUrl(audioCalls.byId, { params: { id } }),
    );
    expect(fill(ROUTE_FIRST_CALLS['/books'])).toBe(buildUrl(bookCalls.random));
  });

  it('only names GET calls of routes that exist', () => {
    const gets = [videoCalls, audioCalls, bookCalls]
      .flatMap((calls) => Object.values(calls))
      .filter((call) => call.method === 'GET')
      .map((call) => call.path);
    for (const [route, template] of Object.entries(ROUTE_FIRST_CALLS)) {
      expect(Object.keys(ROUTE_PAGES)).toContain(route);
      expect(gets).toContain(template.split('?')[0]);
    }
  });
});
