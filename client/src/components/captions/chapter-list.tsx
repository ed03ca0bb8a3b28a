import { chapterAt, chapterClock, type Chapter } from '@inkreel/shared';
import { useId, type RefObject } from 'react';
import { seekMedia, useMediaMoment } from './use-media-time';
import './timed-line.css';
import './chapter-list.css';

interface ChapterProps {
  media: RefObject<HTMLMediaElement | null>;
  chapters: readonly Chapter[];
}

/** The chapters under a player: each jumps there; the one playing is marked. */
export function ChapterList({ media, chapters }: ChapterProps) {
  const current = useMediaMoment(media, (time) => chapterAt(chapters, time));
  const headingId = useId();
  return (
    <nav className="card chapter-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title section-title-small">
        Chapters
      </h2>
      <ol>
        {chapters.map((chapter) => (
          <li key={chapter.start}>
            <button
              type="button"
              className="timed-line chapter-item"
              aria-current={chapter === current ? 'true' : undefined}
              onClick={() => seekMedia(media, chapter.start)}
            >
              <span className="timed-line-time">{chapterClock(chapter.start)}</span>
              <span className="chapter-title">{chapter.title}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The chapter playing, named beside the player's time. */
export function CurrentChapter({ media, chapters }: ChapterProps) {
  const current = useMediaMoment(media, (time) => chapterAt(chapters, time));
  if (!current) return null;
  return (
    <span className="current-chapter">
      <span className="visually-hidden">Chapter: </span>
      {current.title}
    </span>
  );
}
