import type { ContentType } from '@inkreel/shared';
import { lazy, Suspense, useCallback, useRef } from 'react';
import { useExtension } from '../../../lib/api/extensions';
import type { UploadRun } from '../hooks/upload-run';
import type { UploadCaptionsHandle } from './upload-captions-part';

// Fetched once a video or track is chosen on a provider with the feature: the upload page's
// first load carries none of the captions' code (decision 0413).
const UploadCaptionsPart = lazy(async () => ({
  default: (await import('./upload-captions-part')).UploadCaptionsPart,
}));

/**
 * The upload form's part of the captions feature (issue 57): its fields for a video or a track
 * when the provider offers the feature, the seek previews made from a chosen video, and what to
 * send once the upload's reply names the new item.
 */
export function useUploadCaptions(type: ContentType, file: File | null, busy: boolean) {
  const kind = type === 'video' || type === 'audio' ? type : null;
  // Asked once a video or track is chosen: nothing of this shows before.
  const offered = useExtension('captions', kind !== null && file !== null) && kind !== null;
  const part = useRef<UploadCaptionsHandle>(null);

  const section = offered ? (
    <Suspense fallback={null}>
      <UploadCaptionsPart
        ref={part}
        kind={kind}
        video={type === 'video' ? file : null}
        disabled={busy}
      />
    </Suspense>
  ) : null;

  /**
   * Checks the fields as the form is sent: `ok` false when one is wrong (its error shows);
   * otherwise the work to run after the upload (none when no field was shown).
   */
  const prepare = (): { ok: boolean; afterUpload?: UploadRun['afterUpload'] } =>
    (offered ? part.current?.prepare() : undefined) ?? { ok: true };

  /** The first field at fault: a language or the chapters, else a file's Remove button. */
  const focusFirstProblem = () =>
    document
      .querySelector<HTMLElement>(
        '.caption-fields [aria-invalid="true"], .caption-entry[data-problem] .caption-entry-remove',
      )
      ?.focus();

  const reset = useCallback(() => part.current?.reset(), []);
  return { section, prepare, reset, focusFirstProblem };
}
