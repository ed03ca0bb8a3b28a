import type { ItemRef, Playlist, PlaylistSummary } from '@inkreel/shared';
import useSWR from 'swr';
import { loadPlaylist, playlistKey } from './playlist-calls';

/** The entries of `playlist` that are `item`: more than one where it was saved twice before. */
export const entriesOf = (playlist: Playlist, item: ItemRef): string[] =>
  playlist.items
    .filter((entry) => entry.kind === item.kind && entry.id === item.id)
    .map((entry) => entry.entryId);

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/**
 * One playlist of the Save to playlist dialog, a toggle: pressed (checked) when it holds the item.
 * It reads the playlist, under the key its page uses, to know (decision 0440); until then it
 * cannot be pressed, so a second copy is never added unknowingly.
 */
export function PlaylistChoice({
  list,
  item,
  busy,
  onToggle,
}: {
  list: PlaylistSummary;
  item: ItemRef;
  busy: boolean;
  /** `entries`: where the item is in it now (none: it is to be saved). */
  onToggle: (playlist: Playlist, entries: string[]) => void;
}) {
  const { data, error } = useSWR<Playlist, Error>(playlistKey(list._id), () =>
    loadPlaylist(list._id),
  );
  const entries = data ? entriesOf(data, item) : [];
  const saved = entries.length > 0;
  const note = data ? items(data.itemCount) : error ? 'Could not be read' : 'Checking…';
  return (
    <li>
      <button
        type="button"
        className="btn save-playlist-choice"
        aria-pressed={data ? saved : undefined}
        disabled={busy || !data}
        onClick={() => data && onToggle(data, entries)}
      >
        <span className="save-playlist-check" aria-hidden="true">
          {saved ? '✓' : ''}
        </span>
        <span className="save-playlist-title">{list.title}</span>
        <span className="save-playlist-count">{note}</span>
      </button>
    </li>
  );
}
