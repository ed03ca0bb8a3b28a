import { audioCalls, videoCalls } from '@inkreel/shared';
import { useEffect, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CloseIcon, NextIcon, PreviousIcon } from '../../../components/media/icons';
import { MuteButton, PlayPauseButton } from '../../../components/media/player-buttons';
import { audioItem, videoItem } from '../../../components/queue/queue-items';
import { UpNextButton } from '../../../components/queue/up-next-button';
import { request } from '../../../lib/api/api-client';
import { formatTime } from '../../../lib/format/format';
import { itemPath, type QueueEntry } from '../../../lib/queue/queue-model';
import {
  clearQueue,
  followed,
  markUnavailable,
  next,
  previous,
  resumeIfSuspenderGone,
  setRecommender,
  stepAsideForPlaying,
  useQueueSnapshot,
} from '../../../lib/queue/queue-store';
import { useMiniHolder } from '../../../lib/queue/use-held-media';
import { usePlaybackReport } from '../../../lib/community/use-playback-report';
import { useMediaElement } from '../../../lib/playback/use-media-element';
import { useMediaSession } from '../../../lib/playback/use-media-session';
import { usePlaybackRate } from '../../../lib/playback/use-playback-rate';
import { useRememberedVolume } from '../../../lib/playback/use-remembered-volume';
import { useResumePosition } from '../../../lib/playback/use-resume-position';
import { useMiniPlayerShortcuts } from './use-mini-player-shortcuts';
import './mini-player.css';

/** Autoplay: the first recommendation of the last item that the queue does not hold yet. */
async function recommendAfter(entry: QueueEntry, held: Set<string>) {
  if (entry.kind === 'video') {
    const list = await request(videoCalls.recommendations, { params: { id: entry.id } });
    const pick = list.find((v) => !held.has(v._id));
    return pick ? videoItem(pick) : null;
  }
  if (entry.kind === 'audio') {
    const list = await request(audioCalls.recommendations, { params: { id: entry.id } });
    const pick = list.find((a) => !held.has(a._id));
    return pick ? audioItem(pick) : null;
  }
  return null;
}

/**
 * The queue's current entry at the foot of every page (lib/queue): it plays tracks, and videos
 * in small, opens readers when the queue reaches a book, a story or a poem, and steps aside
 * (paused) while the item's own page plays it or another player plays.
 */
export function MiniPlayer() {
  const snapshot = useQueueSnapshot();
  const { current, holder, suspended, follow } = snapshot;
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    setRecommender((entry) => {
      const held = new Set(snapshot.queue.items.map((e) => e.id));
      return recommendAfter(entry, held);
    });
    return () => setRecommender(null);
  }, [snapshot.queue.items]);

  // The queue moved on to something that needs its page: the page opens and takes it.
  useEffect(() => {
    if (!follow) return;
    followed();
    if (pathname !== follow.path) void navigate(follow.path);
  }, [follow, navigate, pathname]);

  // A page whose player made the queue step aside was left: the bar comes back, paused.
  useEffect(() => {
    resumeIfSuspenderGone();
  }, [pathname]);

  if (!current || holder === 'page' || suspended || follow) return null;
  if (current.kind === 'audio' || current.kind === 'video')
    return <MediaBar key={current.entryId} entry={current} />;
  return <ReadingBar entry={current} />;
}

function MediaBar({ entry }: { entry: QueueEntry }) {
  const element = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const bar = useRef<HTMLElement>(null);
  const src = entry.src ?? '';
  const { state, togglePlay, toggleMute } = useMediaElement(element, src);
  usePlaybackRate(element, src);
  useRememberedVolume(element, src);
  useMiniHolder(element, entry.entryId);
  // Keeps the place for the item's page too, as every player does.
  useResumePosition(element, src, {
    restore: false,
    about: { kind: entry.kind, id: entry.id, title: entry.title, image: entry.image },
  });
  // Its seconds add to those played on the item's page: one play or view, once enough has played.
  usePlaybackReport(element, entry.kind === 'video' ? 'video' : 'audio', entry.id);
  useMediaSession(element, {
    title: entry.title,
    artist: entry.creator,
    ...(entry.image ? { artwork: entry.image } : {}),
    onPrevious: previous,
    onNext: () => void next(),
  });
  useMiniPlayerShortcuts(element, togglePlay);
  useLayoutEffect(() => stepAsideForPlaying(element.current), []);

  const progress = state.duration > 0 ? (state.currentTime / state.duration) * 100 : 0;
  const media = {
    ref: element,
    src,
    preload: 'auto',
    'data-testid': 'mini-player-media',
    // Gone from the catalogue (its file answers 404): marked, and the queue moves on.
    onError: () => markUnavailable(entry.entryId),
  } as const;
  return (
    <section ref={bar} className="mini-player" aria-label="Now playing">
      <span
        className="mini-player-progress"
        style={{ '--progress': `${progress}%` } as CSSProperties}
        aria-hidden="true"
      />
      {entry.kind === 'video' ? (
        <Link
          to={itemPath('video', entry.id)}
          className="mini-player-video"
          tabIndex={-1}
          aria-hidden="true"
        >
          <video {...media} className="mini-player-picture" playsInline poster={entry.image} />
        </Link>
      ) : (
        <>
          <audio {...media} />
          <img className="mini-player-artwork" src={entry.image} alt="" width={44} height={44} />
        </>
      )}
      <EntryText entry={entry} />
      <span className="mini-player-time">
        {formatTime(state.currentTime)} / {formatTime(state.duration)}
      </span>
      <PreviousButton />
      <PlayPauseButton
        playing={state.playing}
        onToggle={togglePlay}
        subject={entry.title}
        className="mini-player-play"
      />
      <NextButton step />
      <span className="mini-player-extra">
        <MuteButton muted={state.muted} onToggle={toggleMute} subject={entry.title} />
      </span>
      <UpNextButton />
      <CloseButton bar={bar} />
    </section>
  );
}

/** A book, story or poem the queue reached: open in its reader, with Next to go on. */
function ReadingBar({ entry }: { entry: QueueEntry }) {
  const bar = useRef<HTMLElement>(null);
  return (
    <section ref={bar} className="mini-player" aria-label="Now playing">
      {entry.image ? (
        <img className="mini-player-artwork" src={entry.image} alt="" width={44} height={44} />
      ) : null}
      <EntryText entry={entry} prefix="Reading: " />
      <PreviousButton />
      <NextButton />
      <UpNextButton />
      <CloseButton bar={bar} />
    </section>
  );
}

/** The queue's Previous (restart after 3 s, otherwise back). */
function PreviousButton() {
  return (
    <button
      type="button"
      className="icon-button player-button mini-player-step"
      aria-label="Previous"
      onClick={previous}
    >
      <PreviousIcon size={20} />
    </button>
  );
}

/** The queue's Next; `step` where it sits beside Play as a small step button (mini-player.css). */
function NextButton({ step = false }: { step?: boolean }) {
  return (
    <button
      type="button"
      className={`icon-button player-button${step ? ' mini-player-step' : ''}`}
      aria-label="Next"
      onClick={() => void next()}
    >
      <NextIcon size={20} />
    </button>
  );
}

function EntryText({ entry, prefix = '' }: { entry: QueueEntry; prefix?: string }) {
  return (
    <span className="mini-player-text">
      <Link className="mini-player-title" to={itemPath(entry.kind, entry.id)} title={entry.title}>
        {prefix}
        {entry.title}
      </Link>
      <span className="mini-player-artist">{entry.creator}</span>
    </span>
  );
}

/** Close: the queue is emptied and the bar goes; the focus goes to the page, not nowhere. */
function CloseButton({ bar }: { bar: React.RefObject<HTMLElement | null> }) {
  return (
    <button
      type="button"
      className="icon-button player-button"
      aria-label="Close player"
      title="Close player"
      onClick={() => {
        const hadFocus = bar.current?.contains(document.activeElement) ?? false;
        clearQueue();
        if (hadFocus) document.getElementById('main')?.focus();
      }}
    >
      <CloseIcon size={20} />
    </button>
  );
}
