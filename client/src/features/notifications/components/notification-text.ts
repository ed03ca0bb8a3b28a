import type { Actor, Notification } from '@inkreel/shared';

/** "Ada", "Ada and Bruno", "Ada and 3 others": the group's people, the latest first. */
export function actorsPhrase(actors: readonly Actor[], count: number): string {
  const [first, second] = actors;
  if (!first) return 'Someone';
  if (count <= 1) return first.name;
  if (count === 2 && second) return `${first.name} and ${second.name}`;
  return `${first.name} and ${count - 1} others`;
}

const KIND_WORDS = {
  video: 'a video',
  audio: 'a track',
  book: 'a book',
  story: 'a story',
  poem: 'a poem',
} as const;

/** The notification as a sentence, with the subject's title apart so it can be set in italics. */
export function notificationText(n: Notification): {
  before: string;
  title?: string;
  after?: string;
} {
  const who = actorsPhrase(n.actors, n.actorCount);
  const title = n.subject?.title;
  switch (n.kind) {
    case 'follower':
      return { before: `${who} followed you` };
    case 'like':
      return { before: `${who} liked `, title };
    case 'upload':
      return {
        before: `${who} uploaded ${n.subject ? KIND_WORDS[n.subject.kind] : 'something'}: `,
        title,
      };
    case 'processed':
      return { before: 'Your video ', title, after: ' is processed and published' };
    case 'processing-failed':
      return { before: 'Your video ', title, after: ' could not be processed' };
    case 'comment':
      return { before: `${who} commented on `, title };
    case 'reply':
      return { before: `${who} replied to your comment on `, title };
    case 'mention':
      return { before: `${who} mentioned you in a comment on `, title };
  }
}
