import type { DbData } from './schema.js';

/**
 * Before likes were records of their own (issue 53), a track kept its likers in `likes` on its
 * record, the seed's made-up listeners among them. Likes of accounts that exist become like
 * records; the field goes. Returns whether anything changed (so the file is written once).
 */
export function moveAudioLikes(data: DbData): boolean {
  let changed = false;
  const users = new Set(data.users.map((u) => u._id));
  for (const audio of data.audios as (DbData['audios'][number] & { likes?: unknown })[]) {
    if (!('likes' in audio)) continue;
    const likers = Array.isArray(audio.likes) ? audio.likes : [];
    for (const userId of new Set(likers.filter((id): id is string => users.has(String(id))))) {
      data.likes.push({ userId, kind: 'audio', itemId: audio._id, createdAt: audio.createdAt });
    }
    delete audio.likes;
    changed = true;
  }
  return changed;
}
