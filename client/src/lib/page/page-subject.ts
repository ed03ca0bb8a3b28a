// lib/page: the page as a document: title, oEmbed link, network status, route data, leave guard.
import type { Audio, Book, Creator, FeedItem, Playlist, Video, Writing } from '@inkreel/shared';

/**
 * What a server-rendered page shows, for its head (client/server/ssr-head.ts builds the title,
 * description, previews and JSON-LD of each kind): the item, or the list page it is. A route's
 * loader gives it with the page's data (lib/page/page-data.ts); the web server reads it and does not
 * hand it to the browser. A new kind of page adds its kind here and its builder in ssr-head.ts.
 * `commentCount`: the item's published comments, when the provider offers comments (issue 54).
 */
export type PageSubject =
  | { kind: 'home'; featured: Video[] }
  | { kind: 'videos' | 'audio' | 'stories' }
  | { kind: 'books'; books: Book[] }
  | { kind: 'video'; video: Video; commentCount?: number | undefined }
  | { kind: 'track'; audio: Audio; commentCount?: number | undefined }
  /** A book in the reader: the page is drawn in the browser, the head comes from the server. */
  | { kind: 'book'; book: Book; commentCount?: number | undefined }
  | {
      kind: 'writing';
      writingKind: 'story' | 'poem';
      writing: Writing;
      commentCount?: number | undefined;
    }
  | { kind: 'playlist'; playlist: Playlist }
  /** A creator's page (issue 53), with the first of their uploads for a preview picture. */
  | { kind: 'creator'; creator: Creator; first?: FeedItem | undefined }
  /** A page without data of its own (sign-in, Premium): its title and a line about it. */
  | { kind: 'page'; title: string; description: string };
