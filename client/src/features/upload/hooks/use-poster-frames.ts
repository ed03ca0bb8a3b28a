import { posterFile } from '../../../lib/frames/poster-frames';
import { useVideoFrames } from '../../../lib/frames/use-video-frames';
import type { UploadFormState } from '../model/form-state';

/**
 * Candidate thumbnails for a video uploaded without one (issue 34): frames of `video` itself,
 * the first chosen until another is picked. `null` (another type, or an image was chosen) asks
 * for nothing.
 */
export function usePosterFrames(video: File | null) {
  const frames = useVideoFrames(video);

  /** The form as it is sent: with the chosen frame as its thumbnail when it has no image. */
  const withPoster = (form: UploadFormState): UploadFormState => {
    const frame = frames.chosen;
    if (form.type !== 'video' || form.image || !form.file || !frame) return form;
    return { ...form, image: posterFile(frame, form.file.name) };
  };

  return { ...frames, withPoster };
}
