import type { TextFieldConfig } from '../model/upload-config';
import { CharacterCount } from './character-count';

interface Props {
  config: TextFieldConfig;
  value: string;
  error?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

export function TextField({ config, value, error, disabled, onChange }: Props) {
  const id = `upload-${config.name}`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const describedBy = [error && errorId, config.maxLength !== undefined && countId]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name: config.name,
    value,
    disabled,
    placeholder: config.placeholder,
    'aria-invalid': error ? true : undefined,
    maxLength: config.maxLength,
    'aria-describedby': describedBy || undefined,
    'aria-required': config.optional ? undefined : true,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{config.label}</label>
      {config.multiline ? (
        <textarea
          {...common}
          rows={config.name === 'content' ? 10 : 4}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input {...common} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      {config.maxLength !== undefined && (
        <CharacterCount id={countId} length={value.length} max={config.maxLength} />
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
