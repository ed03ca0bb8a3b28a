import type { FieldProps } from '../../../lib/forms/use-contract-form';
import type { EditField } from '../model/edit-model';

interface Props {
  field: EditField;
  /** The form's value, change handler and message for it (useContractForm's `field`). */
  props: FieldProps;
  disabled: boolean;
}

/** One text field of the edit form: its label, the provider's limit, a hint and its message. */
export function EditTextField({ field, props, disabled }: Props) {
  const id = `edit-${field.name}`;
  const { error, ...control } = props;
  const described = [error && `${id}-error`, field.hint && `${id}-hint`].filter(Boolean).join(' ');
  const common = {
    ...control,
    id,
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
        <textarea {...common} rows={field.name === 'content' ? 10 : 4} />
      ) : (
        <input {...common} type="text" />
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
