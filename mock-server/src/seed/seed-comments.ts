import { createHash } from 'node:crypto';
import type { CommentKind } from '@inkreel/shared';
import type { CommentRecord, DbData } from '../db/schema.js';

const seedId = (key: string) =>
  createHash('sha256').update(`inkreel-seed:comment:${key}`).digest('hex').slice(0, 24);

/** What the seed says on the newest video: a lively thread of 50 (the Lighthouse page's). */
const OPENERS = [
  'The colour at 0:07 is unreal. How long did the light stay like that?',
  'Watched this three times in a row.',
  'That slow pan is so calm.',
  'Is this one continuous shot?',
  'The grain in the shadows feels like film. Lovely.',
  'Morning light never gets old.',
  'What camera was this on?',
  'Saving this for a bad day.',
  'The moment at 0:15, when everything turns gold!',
  'I can almost hear the birds.',
  'Would love a longer version of this.',
  'The horizon line is perfectly level, I noticed.',
  'This is the first thing I watched today. Good choice.',
  'Reminds me of the coast where I grew up.',
  'Those soft edges at 0:03 are beautiful.',
  'How early did you have to get up for this?',
  'More of these please, @Ada Marlow.',
  'The quiet is the best part.',
  'Perfect loop material.',
  'Wrote about light like this here: https://en.wikipedia.org/wiki/Golden_hour_(photography)',
  'Played this on the big screen at work. Everyone stopped talking.',
  'The way the haze lifts at 0:11 is magic.',
  'Short and perfect.',
  'Could you share the settings you used?',
  'This feels like the start of a film.',
  'My cat watched the whole thing with me.',
  'Gorgeous tones all the way through.',
  'Needs a soundtrack. Or maybe not, the silence works.',
  'Which beach is this?',
  'Bookmarked.',
  'Sharing this with my photography class.',
  'The fade at 0:19 is so smooth.',
  'I keep coming back to this one.',
  'Calmest 22 seconds of my week.',
  'The sky looks painted.',
  'Thank you for uploading this.',
  'Light like this is why I wake up early.',
  'The first frame alone could be a poster.',
  'Subscribed for more mornings like this.',
  'Simply beautiful.',
];
const REPLIES = [
  'Agreed, completely.',
  'About twenty minutes, if I remember right.',
  'Same here!',
  'One take, no cuts.',
  'Ha, me too.',
];

interface Seeded {
  kind: CommentKind;
  itemId: string;
  key: string;
  authorId: string;
  text: string;
  createdAt: string;
  parentId?: string;
  at?: number;
  page?: number;
  likes?: string[];
  state?: CommentRecord['state'];
}

function record(s: Seeded, userNames: Map<string, string>): CommentRecord {
  const mentions = [...userNames].flatMap(([userId, name]) => {
    const start = s.text.indexOf(`@${name}`);
    return start >= 0 ? [{ start, length: name.length + 1, userId }] : [];
  });
  return {
    _id: seedId(s.key),
    kind: s.kind,
    itemId: s.itemId,
    authorId: s.authorId,
    text: s.text,
    ...(s.parentId ? { parentId: s.parentId } : {}),
    ...(s.at !== undefined ? { at: s.at } : {}),
    ...(s.page !== undefined ? { page: s.page } : {}),
    mentions,
    likes: s.likes ?? [],
    state: s.state ?? 'published',
    createdAt: s.createdAt,
  };
}

/**
 * The seed's conversations: 50 comments (40 opening a thread, 10 replies) on the newest video, a
 * few on a track, a book, a story and a poem, and one poem whose uploader holds comments for
 * approval with one waiting (the demo account's). Written into `data` before it is stored.
 */
export function seedComments(data: DbData, now: number): void {
  const accounts = data.users.map((u) => u._id);
  const names = new Map(data.users.map((u) => [u._id, u.name]));
  const pick = (n: number) => accounts[n % accounts.length] as string;
  const minutesAgo = (m: number) => new Date(now - m * 60_000).toISOString();
  const seeded: Seeded[] = [];

  const video = [...data.videos].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0];
  if (video) {
    const age = (now - Date.parse(video.createdAt)) / 60_000;
    for (let n = 0; n < 40; n += 1) {
      const text = OPENERS[n % OPENERS.length] as string;
      const time = /(\d):(\d\d)/.exec(text);
      seeded.push({
        kind: 'video',
        itemId: video._id,
        key: `first:${n}`,
        authorId: pick(n + 1),
        text,
        // Comments that name a moment also carry it, so they mark the seek bar.
        ...(time ? { at: Number(time[1]) * 60 + Number(time[2]) } : {}),
        createdAt: minutesAgo(age * (1 - (n + 1) / 42)),
        likes: accounts.filter((_, i) => (n * 7 + i * 3) % 5 < n % 4),
      });
    }
    for (let n = 0; n < 10; n += 1) {
      // Replies hang on the newest threads, on the first page.
      const parent = seeded[39 - ((n * 3) % 12)] as Seeded;
      seeded.push({
        kind: 'video',
        itemId: video._id,
        key: `reply:${n}`,
        authorId: pick(n + 2),
        text: REPLIES[n % REPLIES.length] as string,
        parentId: seedId(parent.key),
        createdAt: minutesAgo((age * (1 - (40 + n) / 52)) / 3),
      });
    }
  }

  const first = <T extends { createdAt: string }>(list: T[]) => list[0];
  const track = first(data.audios);
  if (track) {
    seeded.push(
      {
        kind: 'audio',
        itemId: track._id,
        key: 'track:1',
        authorId: pick(2),
        text: 'The chord change at 0:42 gets me every time.',
        at: 42,
        createdAt: minutesAgo(600),
      },
      {
        kind: 'audio',
        itemId: track._id,
        key: 'track:2',
        authorId: pick(3),
        text: 'Perfect for a slow morning.',
        createdAt: minutesAgo(300),
      },
    );
  }
  const book = first(data.books);
  if (book) {
    seeded.push({
      kind: 'book',
      itemId: book._id,
      key: 'book:1',
      authorId: pick(4),
      text: 'The storm chapter is the best thing I read this year.',
      page: 2,
      createdAt: minutesAgo(900),
    });
  }
  for (const [i, writing] of data.writings.slice(0, 2).entries()) {
    seeded.push({
      kind: writing.kind,
      itemId: writing._id,
      key: `writing:${i}`,
      authorId: pick(i + 1),
      text: 'This stayed with me all day.',
      createdAt: minutesAgo(200 + i),
    });
  }
  const held = data.writings.find((w) => w.kind === 'poem' && w.uploaderId !== accounts[0]);
  if (held && accounts[0]) {
    data.commentSettings.push({ kind: 'poem', itemId: held._id, mode: 'held' });
    seeded.push({
      kind: 'poem',
      itemId: held._id,
      key: 'held:1',
      authorId: accounts[0],
      text: 'I read this one out loud. Thank you.',
      state: 'held',
      createdAt: minutesAgo(30),
    });
  }
  data.comments = seeded.map((s) => record(s, names));
}
