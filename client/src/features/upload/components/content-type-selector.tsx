import type { ContentType } from '@inkreel/shared';
import { CONTENT_TYPES, TYPE_CONFIG } from '../model/upload-config';
import { TypeIcon } from './type-icon';
import './content-type-selector.css';

interface Props {
  value: ContentType;
  onChange: (type: ContentType) => void;
  disabled?: boolean;
}

/** Segmented control built on native radios, so arrow keys and screen readers work as usual. */
export function ContentTypeSelector({ value, onChange, disabled }: Props) {
  return (
    <fieldset className="upload-types" disabled={disabled}>
      <legend className="upload-types-legend">Content type</legend>
      <div className="upload-types-options">
        {CONTENT_TYPES.map((type) => (
          <label key={type} className="upload-type" data-checked={type === value || undefined}>
            <input
              type="radio"
              name="content-type"
              value={type}
              checked={type === value}
              onChange={() => onChange(type)}
            />
            <TypeIcon type={type} />
            <span>{TYPE_CONFIG[type].label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
