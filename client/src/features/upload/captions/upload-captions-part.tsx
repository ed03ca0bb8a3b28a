import { useImperativeHandle, type Ref } from 'react';
import type { UploadRun } from '../hooks/upload-run';
import { attachExtras } from './attach-extras';
import { CaptionFieldsSection } from './caption-fields';
import { useCaptionFields } from './use-caption-fields';
import { useStoryboardMaker } from './use-storyboard-maker';

/** What the upload page asks of its captions when the form is sent or starts again. */
export interface UploadCaptionsHandle {
  /**
   * Checks the fields as the form is sent: `ok` false when one is wrong (its error shows);
   * otherwise the work to run after the upload.
   */
  prepare: () => { ok: boolean; afterUpload?: UploadRun['afterUpload'] };
  reset: () => void;
}

interface Props {
  kind: 'video' | 'audio';
  /** The chosen video, for its seek previews. */
  video: File | null;
  disabled: boolean;
  ref: Ref<UploadCaptionsHandle>;
}

/**
 * The captions' (or lyrics') and chapters' fields, their checks and what is sent after the upload:
 * a chunk of its own, loaded once a video or track is chosen on a provider with the feature
 * (use-upload-captions.tsx), so the upload page's first load carries none of it (decision 0413).
 */
export function UploadCaptionsPart({ kind, video, disabled, ref }: Props) {
  const fields = useCaptionFields(kind);
  const storyboard = useStoryboardMaker(video);
  useImperativeHandle(
    ref,
    () => ({
      prepare: () => {
        const payload = fields.validate();
        if (!payload) return { ok: false };
        return {
          ok: true,
          afterUpload: (id: string) =>
            attachExtras(kind, id, payload, kind === 'video' ? storyboard.ready() : null),
        };
      },
      reset: fields.reset,
    }),
    [fields, kind, storyboard],
  );
  return (
    <CaptionFieldsSection
      kind={kind}
      fields={fields}
      disabled={disabled}
      storyboardNote={storyboard.note}
    />
  );
}
