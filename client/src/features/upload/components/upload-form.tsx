import type { ReactNode, SubmitEvent } from 'react';
import { OfflineReason } from '../../../components/offline/offline-feed';
import { useProviderAvailable } from '../../../lib/session/provider-reach';
import type { FileFieldName, TextFieldName } from '../model/upload-config';
import { TYPE_CONFIG } from '../model/upload-config';
import type { UploadFormState } from '../model/form-state';
import { FileDropZone } from './file-drop-zone';
import { TextField } from './text-field';
import './upload-form.css';

interface Props {
  form: UploadFormState;
  busy: boolean;
  submitLabel: string;
  errorMessage: string | null;
  onText: (name: TextFieldName, value: string) => void;
  onFile: (slot: FileFieldName, file: File | null) => void;
  onSubmit: () => void;
  /** The frames offered as a video's thumbnail when none is chosen (PosterPicker). */
  posterPicker?: ReactNode;
  /** Who will see it (VisibilityField), when the provider offers the manage feature. */
  visibilityField?: ReactNode;
  /** Captions or lyrics and chapters, when the provider offers them (captions/). */
  captionFields?: ReactNode;
}

/** The Content Details card: the fields of the chosen type, its files and the submit button. */
export function UploadForm({
  form,
  busy,
  submitLabel,
  errorMessage,
  onText,
  onFile,
  onSubmit,
  posterPicker,
  visibilityField,
  captionFields,
}: Props) {
  const config = TYPE_CONFIG[form.type];
  // Offline, or the provider not answering: nothing to send it to.
  const online = useProviderAvailable();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      className="card upload-card"
      onSubmit={submit}
      noValidate
      aria-labelledby="upload-details-title"
    >
      <h2 id="upload-details-title" className="upload-card-title">
        Content Details
      </h2>
      {config.file && (
        <FileDropZone
          slot={config.file}
          file={form.file}
          error={form.errors.file}
          disabled={busy}
          onFile={(file) => onFile('file', file)}
        />
      )}
      {config.textFields.map((field) => (
        <TextField
          key={field.name}
          config={field}
          value={form.text[field.name]}
          error={form.errors[field.name]}
          disabled={busy}
          onChange={(value) => onText(field.name, value)}
        />
      ))}
      {config.image && (
        <FileDropZone
          slot={config.image}
          file={form.image}
          error={form.errors.image}
          disabled={busy}
          compact
          onFile={(file) => onFile('image', file)}
        />
      )}
      {posterPicker}
      {visibilityField}
      {captionFields}
      {errorMessage && (
        <div className="error-box" role="alert">
          {errorMessage}
        </div>
      )}
      <button type="submit" className="btn btn-primary upload-submit" disabled={busy || !online}>
        {busy && <span className="upload-submit-spinner" aria-hidden="true" />}
        {submitLabel}
      </button>
      <OfflineReason />
    </form>
  );
}
