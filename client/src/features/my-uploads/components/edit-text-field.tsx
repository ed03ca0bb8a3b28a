import type { EditField } from '../model/edit-model';

interface Props {
  field: EditField;
  value: string;
  error?: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** One text field of the edit form: its label, the provider's limit, a hint and its message. */
export function EditTextField({ field, value, error, disabled, onChange }: Props) {
  const id = `edit-${field.name}`;
  const described = [error && `${id}-error`, field.hint && `${id}-hint`].filter(Boolean).join(' ');
  const common = {
    id,
    name: field.name,
    value,
    disabled,
    maxLength: field.maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.optional ? undefined : true,
    'aria-describedby': described || undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {field.label}
        {field.optional ? ' (Optional)' : ''}
      </label>
      {field.multiline ? (
        <textarea
          {...common}
          rows={field.name === 'content' ? 10 : 4}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input {...common} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      {field.hint && (
        <p id={`${id}-hint`} className="field-hint">
          {field.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
