// lib/frames: frames taken from a video in the browser, offered as its thumbnail.
/** Where the candidate frames are taken: early, middle and late in the video. */
export const POSTER_POINTS = [0.1, 0.5, 0.9] as const;
/** The widest frame kept: the provider's thumbnails are shown at 480 px at most. */
export const POSTER_MAX_WIDTH = 640;

/**
 * The moments (seconds) the frames are taken at. A video whose length the browser does not know
 * (Infinity, NaN, 0) gets its first frame only.
 */
export function frameTimes(duration: number): number[] {
  if (!Number.isFinite(duration) || duration <= 0) return [0];
  // Never the very last instant: seeking there can land past the last decodable frame.
  return POSTER_POINTS.map((point) => Math.min(duration * point, Math.max(0, duration - 0.05)));
}

/** A canvas size for a frame: the video's own shape, at most POSTER_MAX_WIDTH wide. */
export function frameSize(width: number, height: number): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, POSTER_MAX_WIDTH / width);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** "1:05" for 65 seconds: how a frame's moment is read out. */
export function frameClock(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** One candidate frame, drawn from the video. */
export interface PosterFrame {
  at: number;
  blob: Blob;
}

/** The chosen frame (the first unless another was picked), or null when there is none. */
export function chosenFrame(frames: PosterFrame[], selected: number): PosterFrame | null {
  return frames[selected] ?? frames[0] ?? null;
}

/** The frame as the upload's thumbnail file, named after the video ("clip.mp4" → "clip-poster.jpg"). */
export function posterFile(frame: PosterFrame, videoName: string): File {
  const base = videoName.replace(/\.[^.]*$/, '') || 'video';
  return new File([frame.blob], `${base}-poster.jpg`, { type: 'image/jpeg' });
}
