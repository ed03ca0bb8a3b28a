import type { Creator } from '@inkreel/shared';
import { useSearchParams } from 'react-router';
import '../../../components/ui/tabs.css';
import { ItemCard } from '../../../components/community/item-card';
import { FeedGrid } from '../../../components/media/feed-grid';
import { Spinner } from '../../../components/ui/spinner';
import { useExtension } from '../../../lib/api/extensions';
import { useCreatorPlaylists } from '../api/creator-playlists';
import { useCreatorUploads } from '../api/creator-uploads';
import { CreatorPlaylists } from './creator-playlists';
import { KIND_TABS, PLAYLISTS_TAB, tabOf } from './kind-tabs';

/**
 * The creator's uploads in tabs, one kind each, newest first, loading more as one scrolls; then
 * their public playlists, where the provider has playlists and they have made one public.
 */
export function CreatorUploads({ creator }: { creator: Creator }) {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'), creator.counts);
  const feed = useCreatorUploads(creator._id, tab.kind);
  const wide = tab.kind === 'video' || tab.kind === 'story' || tab.kind === 'poem';
  const playlists = useCreatorPlaylists(creator._id);
  const onPlaylists = useExtension('playlists') && params.get('tab') === PLAYLISTS_TAB;
  const playlistCount = playlists.data?.playlists.length ?? 0;
  const selected = onPlaylists ? PLAYLISTS_TAB : tab.param;
  return (
    <section className="creator-uploads" aria-label={`Uploads by ${creator.name}`}>
      <div className="tabs creator-tabs" role="tablist" aria-label="Kind of upload">
        {KIND_TABS.map((t) => (
          <button
            key={t.kind}
            type="button"
            role="tab"
            id={`creator-tab-${t.param}`}
            aria-selected={!onPlaylists && t.kind === tab.kind}
            aria-controls="creator-panel"
            className="tab"
            onClick={() => setParams({ tab: t.param }, { replace: true })}
          >
            {t.label} <span className="tab-count">{creator.counts[t.kind]}</span>
          </button>
        ))}
        {onPlaylists || playlistCount > 0 ? (
          <button
            type="button"
            role="tab"
            id={`creator-tab-${PLAYLISTS_TAB}`}
            aria-selected={onPlaylists}
            aria-controls="creator-panel"
            className="tab"
            onClick={() => setParams({ tab: PLAYLISTS_TAB }, { replace: true })}
          >
            Playlists {playlists.data ? <span className="tab-count">{playlistCount}</span> : null}
          </button>
        ) : null}
      </div>
      <div id="creator-panel" role="tabpanel" aria-labelledby={`creator-tab-${selected}`}>
        {onPlaylists ? (
          playlists.data ? (
            <CreatorPlaylists name={creator.name} playlists={playlists.data.playlists} />
          ) : playlists.error ? (
            <p className="empty-state">Playlists could not be loaded right now.</p>
          ) : (
            <Spinner label="Loading playlists" />
          )
        ) : (
          <FeedGrid
            feed={feed}
            columns={wide ? 4 : 6}
            label={`${tab.label} by ${creator.name}`}
            emptyText={`No ${tab.label.toLowerCase()} yet.`}
            loadingLabel={`Loading ${tab.label.toLowerCase()}`}
            shape={tab.kind === 'audio' ? 'square' : tab.kind === 'book' ? 'cover' : 'wide'}
            renderItem={(entry, imageLoad) => (
              <ItemCard entry={entry} showCreator={false} imageLoad={imageLoad} />
            )}
          />
        )}
      </div>
    </section>
  );
}
