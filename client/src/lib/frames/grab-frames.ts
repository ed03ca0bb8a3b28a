// lib/frames: frames taken from a video in the browser, offered as its thumbnail.
import { frameSize, frameTimes, type PosterFrame } from './poster-frames';

/** Resolves on `event`, rejects on the element's error or on abort. */
export function once(video: HTMLVideoElement, event: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (outcome: () => void) => () => {
      video.removeEventListener(event, ok);
      video.removeEventListener('error', failed);
      signal.removeEventListener('abort', aborted);
      outcome();
    };
    const ok = done(resolve);
    const failed = done(() => reject(new Error('The video could not be decoded')));
    const aborted = done(() => reject(new DOMException('Aborted', 'AbortError')));
    video.addEventListener(event, ok);
    video.addEventListener('error', failed);
    signal.addEventListener('abort', aborted);
  });
}

/** The canvas as a JPEG of the given quality. */
export const jpeg = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The frame could not be encoded'))),
      'image/jpeg',
      quality,
    ),
  );

/**
 * Runs `work` on a detached, muted <video> once its first frame is loaded, then lets it go,
 * whatever the outcome. The video is a chosen file, or the URL of one on the provider (asked
 * with CORS, so its pixels may be read).
 */
export async function withVideoFile<T>(
  source: File | string,
  signal: AbortSignal,
  work: (video: HTMLVideoElement) => Promise<T>,
): Promise<T> {
  const url = typeof source === 'string' ? source : URL.createObjectURL(source);
  const video = document.createElement('video');
  if (typeof source === 'string') video.crossOrigin = 'anonymous';
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    const loaded = once(video, 'loadeddata', signal);
    video.src = url;
    await loaded;
    return await work(video);
  } finally {
    video.removeAttribute('src');
    video.load();
    if (typeof source !== 'string') URL.revokeObjectURL(url);
  }
}

/**
 * Frames of a video (a chosen file or a provider URL), drawn by the browser itself: a detached
 * <video> seeks to each moment of frameTimes and a canvas keeps the picture as a JPEG. Nothing is
 * uploaded.
 */
export function grabFrames(source: File | string, signal: AbortSignal): Promise<PosterFrame[]> {
  return withVideoFile(source, signal, async (video) => {
    const size = frameSize(video.videoWidth, video.videoHeight);
    if (size.width === 0) throw new Error('The video has no picture');
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas to draw on');
    const frames: PosterFrame[] = [];
    for (const at of frameTimes(video.duration)) {
      const seeked = once(video, 'seeked', signal);
      video.currentTime = at;
      await seeked;
      context.drawImage(video, 0, 0, size.width, size.height);
      frames.push({ at, blob: await jpeg(canvas, 0.85) });
    }
    return frames;
  });
}
