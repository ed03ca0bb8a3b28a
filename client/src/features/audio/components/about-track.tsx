import type { Audio } from '@inkreel/shared';
import { CreatorLink } from '../../../components/community/creator-link';
import { LikeButton } from '../../../components/community/like-button';
import { useExtension } from '../../../lib/api/extensions';
import { formatCount, formatDate, formatPlays } from '../../../lib/format/format';

/**
 * docs/product.md section 2: description, plays and the likes count. Where the provider offers
 * likes the count is the like button; with creator pages, who uploaded it leads to theirs. Drawn
 * after the player (audio-page-more.tsx): its like button waits for it to hydrate.
 */
export function AboutTrack({ audio }: { audio: Audio }) {
  const likes = audio.likes.length;
  const canLike = useExtension('likes');
  const creators = useExtension('creators');
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
            {canLike ? (
              <LikeButton kind="audio" item={audio} untilHydrated />
            ) : (
              <>
                {formatCount(likes)} {likes === 1 ? 'like' : 'likes'}
              </>
            )}
          </dd>
        </div>
        {creators ? (
          <div>
            <dt>Uploaded by</dt>
            <dd>
              <CreatorLink uploader={audio.uploadedBy} />
            </dd>
          </div>
        ) : null}
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
