import { ErrorCode, isFileContentType } from '@inkreel/shared';
import { useMemo, useState, type SubmitEvent as FormSubmit } from 'react';
import { useSWRConfig } from 'swr';
import { mediaUrl } from '../../../components/media/media-urls';
import { VisibilityField } from '../../../components/manage/visibility-field';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api/api-client';
import { posterFile } from '../../../lib/frames/poster-frames';
import { useVideoFrames } from '../../../lib/frames/use-video-frames';
import { useLeaveGuard } from '../../../lib/page/use-leave-guard';
import { refreshAfterChange, replaceImage, saveEdit, type ManagedItem } from '../api/manage-calls';
import {
  changesOf,
  EDIT_FIELDS,
  editErrors,
  serverFieldErrors,
  valuesOf,
  type EditValues,
} from '../model/edit-model';
import { EditTextField } from './edit-text-field';
import { ImageField } from './image-field';
import { imageOf } from './upload-row';

type Errors = Partial<Record<keyof EditValues | 'image', string>>;

/** What a refused save says, and whether reloading the item is the way on. */
function failureOf(error: unknown): { text: string; reload?: boolean; fields?: Errors } {
  if (!(error instanceof ApiError) || error.isNetworkError)
    return { text: 'Your changes could not be saved. Check your connection and try again.' };
  if (error.status === 412 || error.code === ErrorCode.ITEM_CHANGED)
    return {
      text: 'This upload changed since you opened it, perhaps in another tab. Reload it to see the changes, then edit again.',
      reload: true,
    };
  if (error.status === 404) return { text: 'This upload no longer exists.' };
  if (error.status === 415)
    return {
      text: 'That image could not be used.',
      fields: { image: 'Please choose a PNG, JPEG, WebP or GIF image' },
    };
  if (error.status === 400)
    return { text: 'Some fields need another look.', fields: serverFieldErrors(error.body) };
  return { text: 'The provider could not save your changes just now. Try again in a moment.' };
}

interface Props {
  entry: ManagedItem;
  onSaved: () => void;
  onReload: () => void;
}

/** The edit form of one upload: its text, who sees it, and its picture. */
export function EditForm({ entry, onSaved, onReload }: Props) {
  const { kind, item } = entry;
  const { mutate } = useSWRConfig();
  const initial = useMemo(() => valuesOf(entry), [entry]);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [image, setImage] = useState<File | null>(null);
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<ReturnType<typeof failureOf> | null>(null);
  const video = entry.kind === 'video' ? entry.item : null;
  const frames = useVideoFrames(picking && video ? mediaUrl(video.videoUrl) : null);
  const changes = changesOf(kind, initial, values);
  const frame = picking && !image ? frames.chosen : null;
  const newImage = image ?? (frame ? posterFile(frame, `${item.title}.mp4`) : null);
  const dirty = Object.keys(changes).length > 0 || newImage !== null;
  const leaving = useLeaveGuard(dirty && !saving);

  const submit = async (event: FormSubmit<HTMLFormElement>) => {
    event.preventDefault();
    const found = editErrors(kind, changes);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      document.querySelector<HTMLElement>('.edit-form [aria-invalid="true"]')?.focus();
      return;
    }
    if (!dirty) {
      setFailure({ text: 'Nothing has changed yet.' });
      return;
    }
    setSaving(true);
    try {
      let version = item.version;
      if (Object.keys(changes).length > 0)
        version = (await saveEdit(kind, item._id, changes, version)).version;
      if (newImage && isFileContentType(kind))
        await replaceImage(kind, item._id, newImage, version);
      await refreshAfterChange(mutate);
      onSaved();
    } catch (error) {
      const outcome = failureOf(error);
      setFailure(outcome);
      if (outcome.fields) setErrors(outcome.fields);
      setSaving(false);
    }
  };

  const set = (name: keyof EditValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const current = imageOf(entry);

  return (
    <form
      className="card edit-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Edit “${item.title}”`}
    >
      {EDIT_FIELDS[kind].map((field) => (
        <EditTextField
          key={field.name}
          field={field}
          value={values[field.name]}
          error={errors[field.name]}
          disabled={saving}
          onChange={(value) => set(field.name, value)}
        />
      ))}
      <VisibilityField
        value={values.visibility}
        onChange={(v) => setValues((c) => ({ ...c, visibility: v }))}
        disabled={saving}
      />
      {isFileContentType(kind) && current && (
        <ImageField
          kind={kind}
          current={current}
          file={image}
          error={errors.image}
          disabled={saving}
          onFile={(file, problem) => {
            setImage(file);
            setErrors(({ image: _gone, ...rest }) =>
              problem ? { ...rest, image: problem } : rest,
            );
          }}
          picking={
            video ? { on: picking, ...frames, toggle: () => setPicking((on) => !on) } : undefined
          }
        />
      )}
      {failure && (
        <div className="error-box edit-failure" role="alert">
          <p>{failure.text}</p>
          {failure.reload && (
            <button type="button" className="btn" onClick={onReload}>
              Reload this upload
            </button>
          )}
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? 'Saving…' : 'Save changes'}
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
