import { VISIBILITIES, type Visibility } from '@inkreel/shared';
import { useId } from 'react';
import { VISIBILITY_TEXT } from './visibility-text';
import './visibility-field.css';

interface Props {
  value: Visibility;
  onChange: (visibility: Visibility) => void;
  disabled?: boolean;
}

/**
 * Who sees an upload: public, unlisted or private (the manage feature), as native radios with
 * each choice explained, so arrow keys and screen readers work as usual.
 */
export function VisibilityField({ value, onChange, disabled }: Props) {
  const name = useId();
  return (
    <fieldset className="visibility-field" disabled={disabled}>
      <legend>Who can see it</legend>
      {VISIBILITIES.map((visibility) => {
        const text = VISIBILITY_TEXT[visibility];
        return (
          <label key={visibility} className="visibility-option">
            <input
              type="radio"
              name={name}
              value={visibility}
              checked={value === visibility}
              onChange={() => onChange(visibility)}
            />
            <span className="visibility-option-label">{text.label}</span>
            <span className="visibility-option-hint">{text.hint}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
