import { chapterClock, type TextTrack } from '@inkreel/shared';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useBrowserLanguages } from '../../lib/captions/use-browser-languages';
import { useCaptionPrefs } from '../../lib/captions/caption-prefs';
import { chooseTrack } from './choose-track';
import { matchesAll, matchRanges } from './find-in-text';
import { useCues } from './use-cues';
import { seekMedia, useMediaMoment } from './use-media-time';
import './timed-line.css';
import './transcript-panel.css';

/**
 * The captions' (or lyrics') text with their times, in the language the captions are in: the
 * line playing is marked and kept in view, a line seeks there, and a search filters the lines
 * and marks what it found.
 */
export function TranscriptPanel({
  media,
  tracks,
  title = 'Transcript',
}: {
  media: RefObject<HTMLMediaElement | null>;
  tracks: readonly TextTrack[];
  /** "Transcript" for a video, "Lyrics" for a track. */
  title?: string;
}) {
  const [prefs] = useCaptionPrefs();
  const languages = useBrowserLanguages();
  const track = chooseTrack(tracks, prefs.language, languages);
  const cues = useCues(track?.url ?? null);
  const [query, setQuery] = useState('');
  const headingId = useId();
  const list = useRef<HTMLOListElement>(null);

  const lines = cues.filter(({ words }) => words !== '');
  const shown = query.trim() ? lines.filter(({ words }) => matchesAll(words, query)) : lines;
  // Redrawn when the line playing changes, not at each of the player's time updates.
  const playing = useMediaMoment(media, (time) =>
    lines.findLastIndex(({ cue }) => cue.startTime <= time),
  );
  const current = lines[playing];

  // The line playing stays in view inside the list (never the page's scroll), unless the reader
  // is searching.
  const currentStart = current?.cue.startTime;
  useEffect(() => {
    const box = list.current;
    const line = box?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!box || !line || query.trim()) return;
    const top = line.offsetTop - box.offsetTop;
    if (top < box.scrollTop || top + line.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTo({ top: Math.max(0, top - box.clientHeight / 3), behavior: 'smooth' });
  }, [currentStart, query]);

  if (!track) return null;
  return (
    <section className="card transcript-panel" aria-labelledby={headingId}>
      <div className="transcript-head">
        <h2 id={headingId} className="section-title section-title-small">
          {title}
        </h2>
        <span className="transcript-language" lang={track.language}>
          {track.label}
        </span>
      </div>
      <label className="transcript-search">
        <span className="visually-hidden">Search the {title.toLowerCase()}</span>
        <input
          type="search"
          className="input"
          placeholder={`Search the ${title.toLowerCase()}`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>
      <p className="visually-hidden" role="status">
        {query.trim() ? `${shown.length} ${shown.length === 1 ? 'line' : 'lines'} found` : ''}
      </p>
      {query.trim() && shown.length === 0 ? (
        <p className="transcript-empty">Nothing found</p>
      ) : (
        <ol ref={list} className="transcript-lines">
          {shown.map((line) => (
            <li key={`${line.cue.startTime}-${line.cue.endTime}`}>
              <button
                type="button"
                className="timed-line transcript-line"
                aria-current={line === current ? 'true' : undefined}
                onClick={() => seekMedia(media, line.cue.startTime)}
              >
                <span className="timed-line-time">{chapterClock(line.cue.startTime)}</span>
                <span className="transcript-words" lang={track.language}>
                  <Marked text={line.words} query={query} />
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The text with what the search found in <mark>. */
function Marked({ text, query }: { text: string; query: string }): ReactNode {
  const ranges = matchRanges(text, query);
  if (ranges.length === 0) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(text.slice(at));
  return parts;
}
