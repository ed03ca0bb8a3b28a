import type { ContentType, Visibility } from '@inkreel/shared';
import type { FieldName, FileFieldName, TextFieldName } from './upload-config';

export type FieldErrors = Partial<Record<FieldName, string>>;

export interface UploadFormState {
  type: ContentType;
  text: Record<TextFieldName, string>;
  file: File | null;
  image: File | null;
  /** Who will see it; unset (not sent) unless the provider offers the manage feature. */
  visibility?: Visibility;
  errors: FieldErrors;
}

export type FormAction =
  | { type: 'setType'; contentType: ContentType }
  | { type: 'setText'; name: TextFieldName; value: string }
  | { type: 'setFile'; slot: FileFieldName; file: File | null; error?: string }
  | { type: 'setErrors'; errors: FieldErrors }
  | { type: 'setVisibility'; visibility: Visibility }
  /** A kept draft comes back (type, text and files; no errors shown yet). */
  | { type: 'restore'; form: Pick<UploadFormState, 'type' | 'text' | 'file' | 'image'> }
  | { type: 'reset' }
  /** Back to the blank form of the default type (a discarded draft). */
  | { type: 'resetAll' };

const EMPTY_TEXT: Record<TextFieldName, string> = {
  title: '',
  description: '',
  tags: '',
  genre: '',
  artist: '',
  author: '',
  content: '',
};

export function initialFormState(type: ContentType = 'video'): UploadFormState {
  return { type, text: { ...EMPTY_TEXT }, file: null, image: null, errors: {} };
}

function withoutError(errors: FieldErrors, name: FieldName): FieldErrors {
  if (!(name in errors)) return errors;
  const { [name]: _removed, ...rest } = errors;
  return rest;
}

/** The form of the upload page. Changing the type starts over: fields differ per type (docs/product.md section 2). */
export function formReducer(state: UploadFormState, action: FormAction): UploadFormState {
  switch (action.type) {
    case 'setType':
      return action.contentType === state.type ? state : initialFormState(action.contentType);
    case 'setText':
      return {
        ...state,
        text: { ...state.text, [action.name]: action.value },
        errors: withoutError(state.errors, action.name),
      };
    case 'setFile': {
      const errors = withoutError(state.errors, action.slot);
      return {
        ...state,
        [action.slot]: action.file,
        errors: action.error ? { ...errors, [action.slot]: action.error } : errors,
      };
    }
    case 'setErrors':
      return { ...state, errors: action.errors };
    case 'setVisibility':
      return { ...state, visibility: action.visibility };
    case 'restore':
      return { ...initialFormState(action.form.type), ...action.form, errors: {} };
    case 'reset':
      return initialFormState(state.type);
    case 'resetAll':
      return initialFormState();
  }
}
