import type { TextTrack } from '@inkreel/shared';
import { useEffect, type RefObject } from 'react';
import { useBrowserLanguages } from '../../lib/captions/use-browser-languages';
import { useCaptionPrefs } from '../../lib/captions/caption-prefs';
import { chooseTrack } from './choose-track';
import { CueNodes } from './cue-text';
import { cueBoxStyle, isPlaced } from './cue-layout';
import { cuesAt, useCues, type ShownCue } from './use-cues';
import { useMediaTime } from './use-media-time';
import './caption-overlay.css';

/**
 * The captions drawn over the picture by the player itself (not the browser's), so they keep the
 * product's look over any frame and in fullscreen: the viewer's size and background, cues placed
 * where their settings say, their line breaks kept.
 */
export function CaptionOverlay({
  media,
  tracks,
}: {
  media: RefObject<HTMLMediaElement | null>;
  tracks: readonly TextTrack[];
}) {
  const [prefs] = useCaptionPrefs();
  const languages = useBrowserLanguages();
  const track = prefs.on ? chooseTrack(tracks, prefs.language, languages) : null;
  const cues = useCues(track?.url ?? null);
  const time = useMediaTime(media);
  useNativeCaptionsOff(media);
  if (!track) return null;
  const showing = cuesAt(cues, time);
  const stacked = showing.filter(({ cue }) => !isPlaced(cue));
  const placed = showing.filter(({ cue }) => isPlaced(cue));
  return (
    <div
      className={`caption-overlay caption-size-${prefs.size} caption-bg-${prefs.background}`}
      lang={track.language}
      aria-hidden="true"
      data-testid="caption-overlay"
    >
      <div className="caption-stack">
        {stacked.map((shown) => (
          <Cue key={cueKey(shown)} shown={shown} />
        ))}
      </div>
      {placed.map((shown) => (
        <Cue key={cueKey(shown)} shown={shown} placed />
      ))}
    </div>
  );
}

/**
 * The `<track>` elements are for the page without its script; with it, the browser must not draw
 * them too (it may turn one on by the system's caption settings).
 */
function useNativeCaptionsOff(media: RefObject<HTMLMediaElement | null>) {
  useEffect(() => {
    const tracks = media.current?.textTracks;
    if (!tracks) return;
    const off = () => {
      for (const track of Array.from(tracks))
        if (track.mode !== 'disabled') track.mode = 'disabled';
    };
    off();
    tracks.addEventListener('addtrack', off);
    tracks.addEventListener('change', off);
    return () => {
      tracks.removeEventListener('addtrack', off);
      tracks.removeEventListener('change', off);
    };
  }, [media]);
}

const cueKey = ({ cue }: ShownCue) => `${cue.startTime}-${cue.endTime}-${cue.text}`;

function Cue({ shown, placed = false }: { shown: ShownCue; placed?: boolean }) {
  return (
    <div
      className={placed ? 'caption-cue is-placed' : 'caption-cue'}
      style={placed ? cueBoxStyle(shown.cue) : undefined}
    >
      <span className="caption-text">
        <CueNodes nodes={shown.nodes} />
      </span>
    </div>
  );
}
