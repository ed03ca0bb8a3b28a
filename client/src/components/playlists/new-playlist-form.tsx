import { playlistCalls, type Playlist } from '@inkreel/shared';
import { useId, useState, type SubmitEvent } from 'react';
import { ApiError, request } from '../../lib/api/api-client';
import { showChanged } from './playlist-calls';

/** Why a playlist could not be made, in words (the codes of docs/product.md section 10). */
function failure(error: unknown): string {
  if (error instanceof ApiError && error.code === 'LIMIT_REACHED')
    return error.serverMessage ?? 'You have as many playlists as you can keep.';
  if (error instanceof ApiError && error.isNetworkError)
    return 'Could not reach the server. Try again.';
  return 'The playlist could not be created. Try again.';
}

/**
 * "New playlist": a title and a button; `onCreated` gets the new (private) playlist. The playlists
 * page opens it; the Save to playlist dialog saves the item to it.
 */
export function NewPlaylistForm({
  className,
  submitLabel,
  disabled = false,
  onCreated,
}: {
  className: string;
  submitLabel: string;
  disabled?: boolean;
  onCreated: (playlist: Playlist) => Promise<void> | void;
}) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const create = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return;
    setProblem('');
    setBusy(true);
    try {
      const list = showChanged(await request(playlistCalls.create, { body: { title: trimmed } }));
      setTitle('');
      await onCreated(list);
    } catch (failed) {
      setProblem(failure(failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={className} onSubmit={(event) => void create(event)}>
      <label htmlFor={id}>New playlist</label>
      <input
        id={id}
        className="input"
        value={title}
        maxLength={200}
        onChange={(event) => setTitle(event.target.value)}
      />
      <button
        type="submit"
        className="btn btn-primary"
        disabled={disabled || busy || !title.trim()}
      >
        {submitLabel}
      </button>
      {problem ? <p role="alert">{problem}</p> : null}
    </form>
  );
}
