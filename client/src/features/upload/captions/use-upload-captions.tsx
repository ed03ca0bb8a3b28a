import type { ContentType } from '@inkreel/shared';
import { useExtension } from '../../../lib/api/extensions';
import type { UploadRun } from '../hooks/upload-run';
import { attachExtras } from './attach-extras';
import { CaptionFieldsSection } from './caption-fields';
import { useCaptionFields } from './use-caption-fields';
import { useStoryboardMaker } from './use-storyboard-maker';

/**
 * The upload form's part of the captions feature (issue 57): its fields for a video or a track
 * when the provider offers the feature, the seek previews made from a chosen video, and what to
 * send once the upload's reply names the new item.
 */
export function useUploadCaptions(type: ContentType, file: File | null, busy: boolean) {
  const kind = type === 'video' || type === 'audio' ? type : null;
  // Asked once a video or track is chosen: nothing of this shows before.
  const offered = useExtension('captions', kind !== null && file !== null) && kind !== null;
  const fields = useCaptionFields(kind ?? 'video');
  const storyboard = useStoryboardMaker(offered && type === 'video' ? file : null);

  const section = offered ? (
    <CaptionFieldsSection
      kind={kind}
      fields={fields}
      disabled={busy}
      storyboardNote={storyboard.note}
    />
  ) : null;

  /**
   * Checks the fields as the form is sent: `ok` false when one is wrong (its error shows);
   * otherwise the work to run after the upload (none without the feature).
   */
  const prepare = (): { ok: boolean; afterUpload?: UploadRun['afterUpload'] } => {
    if (!offered) return { ok: true };
    const payload = fields.validate();
    if (!payload) return { ok: false };
    return {
      ok: true,
      afterUpload: (id) =>
        attachExtras(kind, id, payload, kind === 'video' ? storyboard.ready() : null),
    };
  };

  /** The first field at fault: a language or the chapters, else a file's Remove button. */
  const focusFirstProblem = () =>
    document
      .querySelector<HTMLElement>(
        '.caption-fields [aria-invalid="true"], .caption-entry[data-problem] .caption-entry-remove',
      )
      ?.focus();

  return { section, prepare, reset: fields.reset, focusFirstProblem };
}
