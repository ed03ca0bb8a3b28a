import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  MediaCard,
  MediaCardSkeleton,
  type MediaShape,
} from '../../../components/media/media-card';
import { bookCoverOf, mediaUrl } from '../../../components/media/media-urls';
import { bookReaderState } from '../../../lib/reader/book-reader-state';
import { formatDate, formatPlays } from '../../../lib/format/format';
import { WRITINGS_EACH } from '../api/home-page-data';
import {
  ROW_SIZE,
  useBooksToRead,
  useNewMusic,
  useStoriesAndPoems,
  type HomeRow,
} from '../api/use-home-rows';
import '../home-rows.css';

interface RowSectionProps<T> {
  id: string;
  title: string;
  seeAll: { to: string; label: string };
  row: HomeRow<T>;
  /** What the row's list is called while it loads ("Loading new music"). */
  loadingLabel: string;
  failedText: string;
  className: string;
  skeleton: ReactNode;
  skeletons: number;
  children: (item: T) => ReactNode;
  itemKey: (item: T) => string;
}

/**
 * One row under Featured Content. While it loads, placeholders as tall as the cards take its
 * place (home-rows.css keeps every card's height fixed), so nothing below moves when they come.
 */
function RowSection<T>(props: RowSectionProps<T>) {
  const { row } = props;
  return (
    <section aria-labelledby={props.id} className="home-section home-row-section">
      <div className="section-head">
        <h2 id={props.id}>{props.title}</h2>
        <Link to={props.seeAll.to}>{props.seeAll.label}</Link>
      </div>
      {row.isLoading ? (
        <div role="status" aria-label={props.loadingLabel}>
          <ul className={`home-row ${props.className}`}>
            {Array.from({ length: props.skeletons }, (_, index) => (
              <li key={index}>{props.skeleton}</li>
            ))}
          </ul>
        </div>
      ) : row.items.length > 0 ? (
        <ul className={`home-row ${props.className}`}>
          {row.items.map((item) => (
            <li key={props.itemKey(item)}>{props.children(item)}</li>
          ))}
        </ul>
      ) : (
        <p className="home-row-empty">{row.failed ? props.failedText : 'Nothing here yet.'}</p>
      )}
    </section>
  );
}

const cardSkeleton = (shape: MediaShape) => <MediaCardSkeleton shape={shape} />;

function WritingSkeleton() {
  return (
    <span className="home-writing home-writing-skeleton" data-testid="writing-skeleton">
      <span className="skeleton skeleton-line short home-writing-kind" />
      <span className="skeleton skeleton-line home-writing-title" />
      <span className="skeleton skeleton-line short" />
      <span className="skeleton skeleton-line" />
      <span className="skeleton skeleton-line" />
    </span>
  );
}

/** New music, books to read, and stories and poems, each leading to its Discover page. */
export function HomeRows() {
  const music = useNewMusic();
  const books = useBooksToRead();
  const writings = useStoriesAndPoems();
  return (
    <>
      <RowSection
        id="new-music-title"
        title="New music"
        seeAll={{ to: '/audio', label: 'See all music' }}
        row={music}
        loadingLabel="Loading new music"
        failedText="Music could not be loaded right now."
        className="home-row-cards"
        skeleton={cardSkeleton('square')}
        skeletons={ROW_SIZE}
        itemKey={(audio) => audio._id}
      >
        {(audio) => (
          <MediaCard
            to={`/audio/${audio._id}`}
            imageSrc={mediaUrl(audio.artworkUrl)}
            title={audio.title}
            shape="square"
            meta={[
              audio.artist ?? audio.uploadedBy.name,
              `${formatPlays(audio.plays)} · ${formatDate(audio.createdAt)}`,
            ]}
          />
        )}
      </RowSection>
      <RowSection
        id="books-to-read-title"
        title="Books to read"
        seeAll={{ to: '/books', label: 'See all books' }}
        row={books}
        loadingLabel="Loading books"
        failedText="Books could not be loaded right now."
        className="home-row-cards"
        skeleton={cardSkeleton('cover')}
        skeletons={ROW_SIZE}
        itemKey={(book) => book._id}
      >
        {(book) => (
          <MediaCard
            to={`/books/read/${book._id}`}
            state={bookReaderState({
              id: book._id,
              title: book.title,
              author: book.author,
              format: book.format,
            })}
            imageSrc={bookCoverOf(book)}
            title={book.title}
            shape="cover"
            badge={book.format && book.format !== 'pdf' ? book.format : undefined}
            meta={[book.author, formatDate(book.createdAt)]}
          />
        )}
      </RowSection>
      <RowSection
        id="stories-poems-title"
        title="Stories and poems"
        seeAll={{ to: '/stories', label: 'See all stories and poems' }}
        row={writings}
        loadingLabel="Loading stories and poems"
        failedText="Stories and poems could not be loaded right now."
        className="home-row-writings"
        skeleton={<WritingSkeleton />}
        skeletons={WRITINGS_EACH * 2}
        itemKey={({ kind, writing }) => `${kind}-${writing._id}`}
      >
        {({ kind, writing }) => (
          <Link to={`/stories/${kind}/${writing._id}`} className="home-writing">
            <span className="home-writing-kind">{kind === 'story' ? 'Story' : 'Poem'}</span>
            <span className="home-writing-title">{writing.title}</span>
            <span className="home-writing-byline">{writing.uploadedBy.name}</span>
            <span className={`home-writing-excerpt${kind === 'poem' ? ' poem' : ''}`}>
              {writing.content.replace(/\s+/g, ' ').trim()}
            </span>
          </Link>
        )}
      </RowSection>
    </>
  );
}
