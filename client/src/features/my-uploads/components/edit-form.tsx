import { ErrorCode, isFileContentType } from '@inkreel/shared';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { mediaUrl } from '../../../components/media/media-urls';
import { VisibilityField } from '../../../components/manage/visibility-field';
import { Dialog } from '../../../components/ui/dialog';
import { FormFailure } from '../../../components/ui/form-failure';
import { ApiError } from '../../../lib/api/api-client';
import { posterFile } from '../../../lib/frames/poster-frames';
import { useVideoFrames } from '../../../lib/frames/use-video-frames';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useLeaveGuard } from '../../../lib/page/use-leave-guard';
import { refreshAfterChange, replaceImage, saveEdit, type ManagedItem } from '../api/manage-calls';
import { changesOf, EDIT_FIELDS, EDIT_FORM_SCHEMAS, valuesOf } from '../model/edit-model';
import { EditTextField } from './edit-text-field';
import { ImageField } from './image-field';
import { imageOf } from './upload-row';

const CHANGED =
  'This upload changed since you opened it, perhaps in another tab. Reload it to see the changes, then edit again.';

/** Thrown when the form is sent as it was opened. */
class NothingChanged extends Error {}

/** What a refused save says (a field's own message goes beside its field instead). */
function failureText(error: unknown): string {
  if (error instanceof NothingChanged) return 'Nothing has changed yet.';
  if (!(error instanceof ApiError) || error.isNetworkError)
    return 'Your changes could not be saved. Check your connection and try again.';
  if (error.status === 412 || error.code === ErrorCode.ITEM_CHANGED) return CHANGED;
  if (error.status === 404) return 'This upload no longer exists.';
  if (error.status === 415)
    return 'That image could not be used: choose a PNG, JPEG, WebP or GIF image.';
  if (error.status === 400) return 'Some fields need another look.';
  return 'The provider could not save your changes just now. Try again in a moment.';
}

interface Props {
  entry: ManagedItem;
  onSaved: () => void;
  onReload: () => void;
}

/**
 * The edit form of one upload (lib/forms' one way to build a form): its text, who sees it, and
 * its picture, which the form keeps beside the text values (a file, or a frame of the video).
 */
export function EditForm({ entry, onSaved, onReload }: Props) {
  const { kind, item } = entry;
  const { mutate } = useSWRConfig();
  const initial = valuesOf(entry);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [picking, setPicking] = useState(false);
  const video = entry.kind === 'video' ? entry.item : null;
  const frames = useVideoFrames(picking && video ? mediaUrl(video.videoUrl) : null);
  const frame = picking && !image ? frames.chosen : null;
  const newImage = image ?? (frame ? posterFile(frame, `${item.title}.mp4`) : null);

  const form = useContractForm({
    schema: EDIT_FORM_SCHEMAS[kind],
    initial,
    failureText,
    submit: async () => {
      // Only what changed goes, checked against the version the form was opened at.
      const changes = changesOf(kind, initial, form.values);
      if (Object.keys(changes).length === 0 && !newImage) throw new NothingChanged();
      let version = item.version;
      if (Object.keys(changes).length > 0)
        version = (await saveEdit(kind, item._id, changes, version)).version;
      if (newImage && isFileContentType(kind))
        await replaceImage(kind, item._id, newImage, version);
      await refreshAfterChange(mutate);
      onSaved();
    },
  });
  const leaving = useLeaveGuard((form.dirty || newImage !== null) && !form.busy && !form.succeeded);
  const current = imageOf(entry);

  return (
    <form
      className="card edit-form"
      onSubmit={form.onSubmit}
      noValidate
      aria-label={`Edit “${item.title}”`}
    >
      {EDIT_FIELDS[kind].map((field) => (
        <EditTextField
          key={field.name}
          field={field}
          props={form.field(field.name)}
          disabled={form.busy}
        />
      ))}
      <VisibilityField
        value={form.values.visibility}
        onChange={(visibility) => form.set('visibility', visibility)}
        disabled={form.busy}
      />
      {isFileContentType(kind) && current && (
        <ImageField
          kind={kind}
          current={current}
          file={image}
          error={imageError}
          disabled={form.busy}
          onFile={(file, problem) => {
            setImage(file);
            setImageError(problem);
          }}
          picking={
            video ? { on: picking, ...frames, toggle: () => setPicking((on) => !on) } : undefined
          }
        />
      )}
      <FormFailure text={form.failure} />
      {form.failure === CHANGED && (
        <button type="button" className="btn edit-reload" onClick={onReload}>
          Reload this upload
        </button>
      )}
      <button type="submit" className="btn btn-primary" disabled={form.busy}>
        {form.busy ? 'Saving…' : 'Save changes'}
      </button>
      {leaving.asking && (
        <Dialog
          title="Leave this page?"
          onDismiss={leaving.stay}
          actions={
            <>
              <button type="button" className="btn btn-primary" onClick={leaving.stay}>
                Keep editing
              </button>
              <button type="button" className="btn btn-ghost" onClick={leaving.leave}>
                Leave anyway
              </button>
            </>
          }
        >
          <p>Your changes are not saved yet. Leaving this page drops them.</p>
        </Dialog>
      )}
    </form>
  );
}
