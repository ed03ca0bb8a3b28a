import { storyboardIndex, type StoryboardTile } from '@inkreel/shared/caption-files';
import { jpeg, once, withVideoFile } from '../../../lib/frames/grab-frames';

/** A storyboard's frames: 160 px wide, ten to a row, one every few seconds, 100 at most. */
export const STORYBOARD_TILE_WIDTH = 160;
const COLUMNS = 10;
const MAX_FRAMES = 100;
/** The name the sprite travels under; the provider's index names its own copy. */
export const SPRITE_NAME = 'storyboard.jpg';

export interface MadeStoryboard {
  sprite: File;
  index: string;
  frames: number;
}

/** Seconds between frames: one a second for a short video, fewer for a long one. */
export const frameInterval = (duration: number): number =>
  Math.max(1, Math.ceil(duration / MAX_FRAMES));

/**
 * Seek previews made from the chosen video by the browser itself, as the poster frames are: a
 * detached <video> visits a moment every few seconds and a canvas keeps each frame in one
 * sprite, with the WebVTT index saying where each frame lies. Nothing leaves the browser here.
 */
export function makeStoryboard(file: File, signal: AbortSignal): Promise<MadeStoryboard> {
  return withVideoFile(file, signal, async (video) => {
    const { duration, videoWidth, videoHeight } = video;
    if (!Number.isFinite(duration) || duration <= 0 || videoWidth === 0)
      throw new Error('The video has no length or no picture');
    const width = STORYBOARD_TILE_WIDTH;
    const height = Math.max(1, Math.round((videoHeight / videoWidth) * width));
    const interval = frameInterval(duration);
    const frames = Math.ceil(duration / interval);
    const canvas = document.createElement('canvas');
    canvas.width = width * Math.min(frames, COLUMNS);
    canvas.height = height * Math.ceil(frames / COLUMNS);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas to draw on');
    const tiles: StoryboardTile[] = [];
    for (let i = 0; i < frames; i += 1) {
      const x = (i % COLUMNS) * width;
      const y = Math.floor(i / COLUMNS) * height;
      const seeked = once(video, 'seeked', signal);
      // Never the very last instant: seeking there can land past the last decodable frame.
      video.currentTime = Math.min(i * interval, Math.max(0, duration - 0.05));
      await seeked;
      context.drawImage(video, x, y, width, height);
      tiles.push({
        start: i * interval,
        end: Math.min(duration, (i + 1) * interval),
        x,
        y,
        width,
        height,
      });
    }
    const sprite = new File([await jpeg(canvas, 0.7)], SPRITE_NAME, { type: 'image/jpeg' });
    return { sprite, index: storyboardIndex(tiles, SPRITE_NAME), frames };
  });
}
