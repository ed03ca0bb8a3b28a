import type { Creator } from '@inkreel/shared';
import { useSearchParams } from 'react-router';
import '../../../components/ui/tabs.css';
import { ItemCard } from '../../../components/community/item-card';
import { FeedGrid } from '../../../components/media/feed-grid';
import { useCreatorUploads } from '../api/creator-uploads';
import { KIND_TABS, tabOf } from './kind-tabs';

/** The creator's uploads in tabs, one kind each, newest first, loading more as one scrolls. */
export function CreatorUploads({ creator }: { creator: Creator }) {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'), creator.counts);
  const feed = useCreatorUploads(creator._id, tab.kind);
  const wide = tab.kind === 'video' || tab.kind === 'story' || tab.kind === 'poem';
  return (
    <section className="creator-uploads" aria-label={`Uploads by ${creator.name}`}>
      <div className="tabs creator-tabs" role="tablist" aria-label="Kind of upload">
        {KIND_TABS.map((t) => (
          <button
            key={t.kind}
            type="button"
            role="tab"
            id={`creator-tab-${t.param}`}
            aria-selected={t.kind === tab.kind}
            aria-controls="creator-panel"
            className="tab"
            onClick={() => setParams({ tab: t.param }, { replace: true })}
          >
            {t.label} <span className="tab-count">{creator.counts[t.kind]}</span>
          </button>
        ))}
      </div>
      <div id="creator-panel" role="tabpanel" aria-labelledby={`creator-tab-${tab.param}`}>
        <FeedGrid
          feed={feed}
          columns={wide ? 4 : 6}
          label={`${tab.label} by ${creator.name}`}
          emptyText={`No ${tab.label.toLowerCase()} yet.`}
          loadingLabel={`Loading ${tab.label.toLowerCase()}`}
          shape={tab.kind === 'audio' ? 'square' : tab.kind === 'book' ? 'cover' : 'wide'}
          renderItem={(entry) => <ItemCard entry={entry} showCreator={false} />}
        />
      </div>
    </section>
  );
}
