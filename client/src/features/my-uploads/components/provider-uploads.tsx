import { MY_UPLOADS_LIMIT, type MyUploads, type Writing } from '@inkreel/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DotList } from '../../../components/media/dot-list';
import { MediaCard } from '../../../components/media/media-card';
import { bookCoverOf, mediaUrl, videoThumbnailUrl } from '../../../components/media/media-urls';
import { bookReaderState } from '../../../lib/reader/book-reader-state';
import { formatDate, formatPlays, formatViews } from '../../../lib/format/format';
import { CaptionsLink } from './captions-link';
import { itemPath } from '../../../lib/links/item-path';

function Section({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  if (count === 0) return null;
  const id = `my-uploads-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section className="my-uploads-section" aria-labelledby={id}>
      <h2 id={id} className="my-uploads-heading">
        {title}{' '}
        <span className="my-uploads-count">
          {count >= MY_UPLOADS_LIMIT ? `the newest ${MY_UPLOADS_LIMIT}` : count}
        </span>
      </h2>
      {children}
    </section>
  );
}

function Writings({ items, kind }: { items: Writing[]; kind: 'poem' | 'story' }) {
  return (
    <ul
      className="my-uploads-writings"
      aria-label={kind === 'poem' ? 'Your poems' : 'Your stories'}
    >
      {items.map((item) => (
        <li key={item._id} className="card my-uploads-writing">
          <Link to={itemPath(kind, item._id)} className="my-uploads-writing-title">
            {item.title}
          </Link>
          <DotList
            as="span"
            className="my-uploads-writing-meta"
            items={[formatDate(item.createdAt), item.tags.join(', ')]}
          />
        </li>
      ))}
    </ul>
  );
}

/** The provider's list of the account's uploads, kind by kind, as the Discover pages show them. */
export function ProviderUploads({ uploads }: { uploads: MyUploads }) {
  const { videos, music, books, stories, poems } = uploads;
  return (
    <>
      <Section title="Videos" count={videos.length}>
        <ul className="media-grid media-grid-4" aria-label="Your videos">
          {videos.map((video) => (
            <li key={video._id}>
              <MediaCard
                to={itemPath('video', video._id)}
                imageSrc={videoThumbnailUrl(video)}
                title={video.title}
                shape="wide"
                meta={[
                  ...(video.status === 'processing' ? ['Processing…'] : []),
                  formatViews(video.views),
                  formatDate(video.createdAt),
                ]}
              />
              <CaptionsLink kind="video" id={video._id} title={video.title} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Music" count={music.length}>
        <ul className="media-grid media-grid-6" aria-label="Your tracks">
          {music.map((audio) => (
            <li key={audio._id}>
              <MediaCard
                to={itemPath('audio', audio._id)}
                imageSrc={mediaUrl(audio.artworkUrl)}
                title={audio.title}
                shape="square"
                meta={[formatPlays(audio.plays), formatDate(audio.createdAt)]}
              />
              <CaptionsLink kind="audio" id={audio._id} title={audio.title} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Books" count={books.length}>
        <ul className="media-grid media-grid-6" aria-label="Your books">
          {books.map((book) => (
            <li key={book._id}>
              <MediaCard
                to={itemPath('book', book._id)}
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
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Short stories" count={stories.length}>
        <Writings items={stories} kind="story" />
      </Section>
      <Section title="Poems" count={poems.length}>
        <Writings items={poems} kind="poem" />
      </Section>
    </>
  );
}

export const uploadCount = (uploads: MyUploads) =>
  uploads.videos.length +
  uploads.music.length +
  uploads.books.length +
  uploads.stories.length +
  uploads.poems.length;
