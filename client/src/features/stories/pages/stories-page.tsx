import '../../../components/ui/tabs.css';
import '../stories.css';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { storiesTab, type WritingKind } from '../api/stories-page-data';
import { useWritings } from '../api/use-writings';
import { WritingCard } from '../components/writing-card';

interface Tab {
  kind: WritingKind;
  label: string;
  empty: string;
}

const TABS: readonly [Tab, Tab] = [
  { kind: 'story', label: 'Short Stories', empty: 'No stories yet.' },
  { kind: 'poem', label: 'Poems', empty: 'No poems yet.' },
];

export function StoriesPage() {
  usePageTitle('Stories & Poems');
  const [params, setParams] = useSearchParams();
  const kind = storiesTab(params);
  const tab = TABS.find((t) => t.kind === kind) ?? TABS[0];
  const feed = useWritings(kind);

  return (
    <section aria-labelledby="stories-title">
      <h1 id="stories-title" className="page-title">
        Stories &amp; Poems
      </h1>
      <p className="page-subtitle">Short fiction and poetry from the Inkreel community.</p>
      <div className="tabs" role="tablist" aria-label="Kind of writing">
        {TABS.map((t) => (
          <button
            key={t.kind}
            type="button"
            role="tab"
            id={`tab-${t.kind}`}
            aria-selected={t.kind === kind}
            aria-controls="writings-panel"
            className="tab"
            onClick={() => setParams(t.kind === 'poem' ? { tab: 'poems' } : {}, { replace: true })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id="writings-panel" role="tabpanel" aria-labelledby={`tab-${kind}`}>
        {feed.isLoading ? (
          <Spinner label={`Loading ${tab.label.toLowerCase()}`} />
        ) : feed.items.length === 0 ? (
          <p className="empty-state">
            {feed.error ? `Could not load ${tab.label.toLowerCase()}.` : tab.empty}
          </p>
        ) : (
          <div className="writing-grid">
            {feed.items.map((writing) => (
              <WritingCard key={writing._id} kind={kind} writing={writing} />
            ))}
          </div>
        )}
        {feed.hasMore && (
          <div className="load-more">
            <Button onClick={feed.loadMore} disabled={feed.isLoadingMore}>
              {feed.isLoadingMore ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
