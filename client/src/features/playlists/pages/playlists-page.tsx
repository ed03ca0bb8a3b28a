import { playlistCalls, type PlaylistList } from '@inkreel/shared';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import {
  loadMyPlaylists,
  MY_PLAYLISTS_KEY,
  showChanged,
} from '../../../components/playlists/playlist-calls';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, request } from '../../../lib/api/api-client';
import { isNotOffered } from '../../../lib/api/extensions';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { PlaylistCard } from '../components/playlist-card';
import '../playlists.css';

/** /playlists (issue 55), signed-in only: the user's playlists, Watch later first, and a new one. */
export function PlaylistsPage() {
  usePageTitle('Your playlists');
  const navigate = useNavigate();
  const { data, error, isLoading } = useSWR<PlaylistList, Error>(MY_PLAYLISTS_KEY, loadMyPlaylists);
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState('');

  const create = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem('');
    try {
      const list = showChanged(
        await request(playlistCalls.create, { body: { title: title.trim() } }),
      );
      void navigate(`/playlist/${list._id}`);
    } catch (failed) {
      setProblem(
        failed instanceof ApiError && failed.code === 'LIMIT_REACHED'
          ? (failed.serverMessage ?? 'You have as many playlists as you can keep.')
          : 'The playlist could not be created. Try again.',
      );
    }
  };

  return (
    <div className="page playlists-page">
      <h1 className="page-title">Your playlists</h1>
      {isLoading ? <Spinner label="Loading playlists" /> : null}
      {error ? (
        <p className="empty-state">
          {isNotOffered(error)
            ? 'Playlists are not available here.'
            : 'Your playlists could not be loaded.'}
        </p>
      ) : null}
      {data ? (
        <ul className="playlist-grid" aria-label="Playlists">
          {data.playlists.map((playlist) => (
            <li key={playlist._id}>
              <PlaylistCard playlist={playlist} />
            </li>
          ))}
        </ul>
      ) : null}
      <form className="playlist-new card" onSubmit={(event) => void create(event)}>
        <label htmlFor="playlist-title">New playlist</label>
        <input
          id="playlist-title"
          className="input"
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={!title.trim()}>
          Create playlist
        </button>
        {problem ? <p role="alert">{problem}</p> : null}
      </form>
    </div>
  );
}
