import { useMemo, type ReactNode, type RefObject } from 'react';
import { mediaUrl } from '../media/media-urls';
import {
  useChapters,
  useStoryboard,
  useTextTracks,
  type CaptionedKind,
} from '../../lib/captions/use-item-extras';
import {
  CaptionOverlay,
  CaptionsMenu,
  ChapterList,
  ChapterSession,
  CurrentChapter,
  SeekPreview,
  TranscriptPanel,
} from './lazy-extras';

interface Item {
  _id: string;
  description: string;
}

/** The parts of a player the captions feature fills, each drawn only when there is something. */
export interface CaptionSlots {
  overlay?: ReactNode;
  controls?: ReactNode;
  afterTime?: ReactNode;
  marks?: readonly number[];
  preview?: (seconds: number) => ReactNode;
  tracks?: readonly { src: string; language: string; label: string }[];
}

/**
 * Captions (or lyrics), chapters and seek previews of one video or track: what its player draws
 * (`slots`) and what goes under it (`below`: the chapter list and the transcript). The data is
 * light; the parts that draw it load after the player. Against a provider without the feature,
 * only chapters written in the description remain.
 */
export function usePlayerCaptions(
  kind: CaptionedKind,
  /** Undefined while the page loads its item (hooks come before the page's early returns). */
  item: Item | undefined,
  media: RefObject<HTMLMediaElement | null>,
): { slots: CaptionSlots; below: ReactNode } {
  const id = item?._id ?? null;
  const tracks = useTextTracks(kind, id);
  const chapters = useChapters(kind, id, item?.description ?? '');
  const storyboard = useStoryboard(kind === 'video' ? id : null);
  // The seek preview alone shows the storyboard, which arrives after the page: the other parts
  // keep their elements when it does.
  const preview = useMemo(
    () =>
      chapters.length > 0 || storyboard
        ? (at: number) => <SeekPreview at={at} chapters={chapters} storyboard={storyboard} />
        : undefined,
    [chapters, storyboard],
  );
  // The same objects while nothing they show changes: the page above renders again whenever one
  // of its reads settles, and new slots would draw the whole player again each time.
  const parts = useMemo(() => {
    const hasTracks = tracks.length > 0;
    const hasChapters = chapters.length > 0;
    const slots: CaptionSlots = {
      tracks: tracks.map((track) => ({ ...track, src: mediaUrl(track.url) })),
    };
    if (hasTracks && kind === 'video') {
      slots.overlay = <CaptionOverlay media={media} tracks={tracks} />;
      slots.controls = <CaptionsMenu tracks={tracks} />;
    }
    if (hasChapters) {
      slots.marks = chapters.map((chapter) => chapter.start);
      slots.afterTime = (
        <>
          <CurrentChapter media={media} chapters={chapters} />
          <ChapterSession media={media} chapters={chapters} />
        </>
      );
    }
    const below =
      hasChapters || hasTracks ? (
        <>
          {hasChapters ? <ChapterList media={media} chapters={chapters} /> : null}
          {hasTracks ? (
            <TranscriptPanel
              media={media}
              tracks={tracks}
              title={kind === 'video' ? 'Transcript' : 'Lyrics'}
            />
          ) : null}
        </>
      ) : null;
    return { slots, below };
  }, [kind, media, tracks, chapters]);
  return useMemo(
    () => ({ slots: preview ? { ...parts.slots, preview } : parts.slots, below: parts.below }),
    [parts, preview],
  );
}
