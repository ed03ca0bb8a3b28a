import { playlistCalls, type Playlist, type Visibility } from '@inkreel/shared';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { mutate } from 'swr';
import { MY_PLAYLISTS_KEY, showChanged } from '../../../components/playlists/playlist-calls';
import { request } from '../../../lib/api/api-client';

/** The owner's changes: title (not Watch later's), description, who may see it; deleting it. */
export function PlaylistEditor({ playlist, onDone }: { playlist: Playlist; onDone: () => void }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState(playlist.title);
  const [description, setDescription] = useState(playlist.description);
  const [visibility, setVisibility] = useState<Visibility>(playlist.visibility);
  const [problem, setProblem] = useState('');
  const [confirming, setConfirming] = useState(false);
  const params = { id: playlist._id };

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      showChanged(
        await request(playlistCalls.update, {
          params,
          body: { ...(playlist.builtIn ? {} : { title: title.trim() }), description, visibility },
        }),
      );
      onDone();
    } catch {
      setProblem('The changes could not be saved. Try again.');
    }
  };
  const remove = async () => {
    try {
      await request(playlistCalls.remove, { params });
      void mutate(MY_PLAYLISTS_KEY);
      void navigate('/playlists', { replace: true });
    } catch {
      setProblem('The playlist could not be deleted. Try again.');
    }
  };

  return (
    <form className="playlist-editor card" onSubmit={(event) => void save(event)}>
      {playlist.builtIn ? null : (
        <div className="field">
          <label htmlFor="playlist-edit-title">Title</label>
          <input
            id="playlist-edit-title"
            value={title}
            maxLength={200}
            required
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
      )}
      <div className="field">
        <label htmlFor="playlist-edit-description">Description</label>
        <textarea
          id="playlist-edit-description"
          value={description}
          maxLength={5000}
          rows={3}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="playlist-edit-visibility">Who can see it</label>
        <select
          id="playlist-edit-visibility"
          value={visibility}
          onChange={(e) => setVisibility(e.target.value as Visibility)}
        >
          <option value="public">Public: anyone, and listed on your creator page</option>
          <option value="unlisted">Unlisted: anyone with the link</option>
          <option value="private">Private: only you</option>
        </select>
      </div>
      {problem ? <p role="alert">{problem}</p> : null}
      <div className="button-row">
        <button type="submit" className="btn btn-primary">
          Save changes
        </button>
        <button type="button" className="btn" onClick={onDone}>
          Cancel
        </button>
        {playlist.builtIn ? null : confirming ? (
          <button type="button" className="btn btn-danger" onClick={() => void remove()}>
            Delete for good
          </button>
        ) : (
          <button type="button" className="btn" onClick={() => setConfirming(true)}>
            Delete playlist
          </button>
        )}
      </div>
    </form>
  );
}
