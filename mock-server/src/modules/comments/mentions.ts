import type { CommentRecord, UserRecord } from '../../db/schema.js';

/** A letter, digit or underscore: what may not follow a name for the `@` to end there. */
const WORD = /[\p{L}\p{N}_]/u;

/**
 * The `@name`s in a text that name an account, case aside: at each `@` that does not follow a
 * word character (an e-mail address is no mention), the longest account name the text goes on
 * with, ending where a word does. Names may hold spaces ("@Ada Marlow"), so the longest wins.
 * Offsets are the text's own (UTF-16), whatever lower case does to a name's length.
 */
export function findMentions(
  text: string,
  users: readonly Pick<UserRecord, '_id' | 'name'>[],
): CommentRecord['mentions'] {
  const names = users
    .map((u) => ({ id: u._id, name: u.name.trim(), lower: u.name.trim().toLowerCase() }))
    .filter((u) => u.name.length > 0)
    .sort((a, b) => b.name.length - a.name.length);
  const found: CommentRecord['mentions'] = [];
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    if (at > 0 && WORD.test(text[at - 1] ?? '')) continue;
    const match = names.find((u) => {
      const end = at + 1 + u.name.length;
      return text.slice(at + 1, end).toLowerCase() === u.lower && !WORD.test(text[end] ?? '');
    });
    if (!match) continue;
    found.push({ start: at, length: match.name.length + 1, userId: match.id });
    at += match.name.length;
  }
  return found;
}
