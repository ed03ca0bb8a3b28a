import type { Audio } from '@inkreel/shared';
import { formatCount, formatDate, formatPlays } from '../../../lib/format/format';

export function AboutTrack({ audio }: { audio: Audio }) {
  const likes = audio.likes.length;
  return (
    <section className="card audio-about" aria-labelledby="about-track">
      <h2 id="about-track" className="section-title section-title-small">
        About Track
      </h2>
      <p className="audio-about-description">
        {audio.description || 'No description for this track.'}
      </p>
      <dl className="audio-about-stats">
        <div>
          <dt>Plays</dt>
          <dd>{formatPlays(audio.plays)}</dd>
        </div>
        <div>
          <dt>Likes</dt>
          <dd>
            {formatCount(likes)} {likes === 1 ? 'like' : 'likes'}
          </dd>
        </div>
        {audio.genre ? (
          <div>
            <dt>Genre</dt>
            <dd>{audio.genre}</dd>
          </div>
        ) : null}
        <div>
          <dt>Released</dt>
          <dd>{formatDate(audio.createdAt)}</dd>
        </div>
      </dl>
    </section>
  );
}
