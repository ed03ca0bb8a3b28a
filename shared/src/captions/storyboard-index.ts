import { parseText } from 'media-captions';
import { toWebVtt } from './webvtt-text.js';

/** The most frames one storyboard holds. */
export const STORYBOARD_MAX_TILES = 400;

/** One frame of a storyboard: the moments it stands for and where it lies in the sprite. */
export interface StoryboardTile {
  start: number;
  end: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A cue of the index: the sprite's name, then the frame's rectangle (media fragment `xywh`). */
const TILE_TEXT = /^([^#\s]*)#xywh=(\d+),(\d+),(\d+),(\d+)$/;

export type StoryboardIndexResult =
  | { ok: true; tiles: StoryboardTile[] }
  | { ok: false; message: string };

/**
 * A storyboard's WebVTT index: one cue per frame, its text `sprite.jpg#xywh=x,y,w,h`, as players
 * (JW Player, Video.js, Vidstack) read thumbnail tracks.
 */
export async function readStoryboardIndex(text: string): Promise<StoryboardIndexResult> {
  let cues;
  try {
    ({ cues } = await parseText(text.replace(/\r\n?/g, '\n'), { strict: true }));
  } catch (error) {
    return { ok: false, message: `The index is not WebVTT: ${(error as Error).message}` };
  }
  if (cues.length === 0) return { ok: false, message: 'The index has no frames' };
  if (cues.length > STORYBOARD_MAX_TILES)
    return { ok: false, message: `The index has more than ${STORYBOARD_MAX_TILES} frames` };
  const tiles: StoryboardTile[] = [];
  for (const cue of cues) {
    const match = TILE_TEXT.exec(cue.text.trim());
    if (!match)
      return { ok: false, message: `A frame is not name#xywh=x,y,w,h: "${cue.text.slice(0, 60)}"` };
    const [x, y, width, height] = match.slice(2).map(Number) as [number, number, number, number];
    if (width === 0 || height === 0) return { ok: false, message: 'A frame has no size' };
    tiles.push({ start: cue.startTime, end: cue.endTime, x, y, width, height });
  }
  return { ok: true, tiles };
}

/** The index of `tiles` in the sprite named `sprite`. */
export const storyboardIndex = (tiles: readonly StoryboardTile[], sprite: string): string =>
  toWebVtt(
    tiles.map((tile) => ({
      start: tile.start,
      end: tile.end,
      text: `${sprite}#xywh=${tile.x},${tile.y},${tile.width},${tile.height}`,
    })),
  );

/** The frame standing for `time`: the one whose span holds it, else the nearest before. */
export function tileAt(tiles: readonly StoryboardTile[], time: number): StoryboardTile | null {
  let found: StoryboardTile | null = null;
  for (const tile of tiles) {
    if (tile.start <= time) found = tile;
    else break;
  }
  return found ?? tiles[0] ?? null;
}
