import '../stories.css';
import { useRef, type CSSProperties } from 'react';
import { Link, useParams } from 'react-router';
import { useNoIndex } from '../../../lib/page/use-no-index';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { OwnerControls } from '../../../components/manage/owner-controls';
import { CommentsSlot } from '../../../components/comments/comments-slot';
import { CreatorLink } from '../../../components/community/creator-link';
import { LikeButton } from '../../../components/community/like-button';
import { ShareButton } from '../../../components/share/share-button';
import { SaveToPlaylistButton } from '../../../components/playlists/save-to-playlist-button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format/format';
import { writingKind } from '../api/stories-page-data';
import { useWriting } from '../api/use-writings';
import {
  COLUMN_WIDTHS,
  LINE_SPACINGS,
  readingTime,
  TEXT_SIZES,
  useReaderSettings,
} from '../reader/reader-settings';
import { ReaderToolbar } from '../reader/reader-toolbar';
import { ReadingProgress } from '../reader/reading-progress';
import { useWritingPlace } from '../reader/use-writing-place';
import { MediaNotFound } from '../../../components/media/media-not-found';
import { ResumeNote } from '../../../components/media/resume-note';

export function WritingPage() {
  const params = useParams();
  const kind = writingKind(params.kind);
  const { data, error, isLoading } = useWriting(kind, params.id ?? '');
  const noun = kind === 'poem' ? 'Poem' : 'Story';
  usePageTitle(data?.title ?? noun);
  useNoIndex(data?.visibility === 'unlisted');
  const back = kind === 'poem' ? '/stories?tab=poems' : '/stories';
  const [settings, setSettings] = useReaderSettings();
  const bodyRef = useRef<HTMLDivElement>(null);
  const place = useWritingPlace({
    kind: kind === 'poem' ? 'poem' : 'story',
    id: params.id ?? '',
    title: data?.title,
    body: bodyRef,
  });

  if (isLoading) return <Spinner label={`Loading ${noun.toLowerCase()}`} />;
  if (error || !data) {
    // The same card as a missing video's or track's: a heading, what most likely happened, a way on.
    return (
      <MediaNotFound
        text={`${noun} not found`}
        backTo={back}
        backLabel="Back to Stories & Poems"
        error={error}
      />
    );
  }

  const readerStyle = {
    '--reader-size': `${TEXT_SIZES[settings.size] ?? 1.15}rem`,
    '--reader-leading': LINE_SPACINGS[settings.spacing],
    '--reader-width': COLUMN_WIDTHS[settings.width],
  } as CSSProperties;

  return (
    <article
      className={`reading reader-theme-${settings.theme} reader-font-${settings.font}`}
      style={readerStyle}
      aria-labelledby="reading-title"
    >
      <ReadingProgress target={bodyRef} />
      <Link to={back} className="back-link">
        ← All {kind === 'poem' ? 'poems' : 'stories'}
      </Link>
      <h1 id="reading-title" className="page-title">
        {data.title}
      </h1>
      <p className="media-meta">
        By <CreatorLink uploader={data.uploadedBy} /> · {formatDate(data.createdAt)} ·{' '}
        {readingTime(data.content)}
      </p>
      {data.tags.length > 0 && (
        <ul className="tag-list" aria-label="Tags">
          {data.tags.map((tag) => (
            <li key={tag} className="tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className="page-actions">
        <LikeButton kind={kind ?? 'story'} item={data} />
        <ShareButton
          path={`/stories/${kind ?? 'story'}/${encodeURIComponent(data._id)}`}
          title={data.title}
        />
        <SaveToPlaylistButton
          item={{ kind: kind === 'poem' ? 'poem' : 'story', id: data._id }}
          title={data.title}
        />
      </div>
      <OwnerControls
        kind={kind === 'poem' ? 'poem' : 'story'}
        id={data._id}
        uploaderId={data.uploadedBy._id}
        visibility={data.visibility}
      />
      <ReaderToolbar settings={settings} onChange={setSettings} />
      {place.resumedAt !== null ? (
        <ResumeNote
          className="writing-resume"
          text={`Resumed at ${String(place.resumedAt)}% read`}
          onStartOver={place.startOver}
        />
      ) : null}
      <div ref={bodyRef} className={kind === 'poem' ? 'reading-body poem' : 'reading-body'}>
        {kind === 'poem' ? <PoemLines text={data.content} /> : data.content}
      </div>
      {kind ? (
        <CommentsSlot
          kind={kind}
          itemId={data._id}
          itemPath={`/stories/${kind}/${encodeURIComponent(data._id)}`}
        />
      ) : null}
    </article>
  );
}

/**
 * A poem line by line: a line too long for a phone wraps under itself, indented (a hanging
 * indent), so it does not read as a new line of verse. Empty lines keep the stanzas apart.
 */
function PoemLines({ text }: { text: string }) {
  return text.split('\n').map((line, index) => (
    // The text is fixed once loaded: a line's position is its identity.
    <span key={index} className="poem-line">
      {line}
    </span>
  ));
}
