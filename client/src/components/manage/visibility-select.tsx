import { VISIBILITIES, type Visibility } from '@inkreel/shared';
import type { ReactNode } from 'react';
import { VISIBILITY_TEXT } from './visibility-text';

interface Props {
  /** What the choice is named, shown or (in a row) for screen readers only. */
  label: ReactNode;
  className: string;
  value: Visibility;
  onChange: (visibility: Visibility) => void;
  disabled?: boolean;
}

/** Who sees an upload, as a compact labelled choice (rows and the selection's bar). */
export function VisibilitySelect({ label, className, value, onChange, disabled }: Props) {
  return (
    <label className={className}>
      {label}
      <select
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as Visibility)}
      >
        {VISIBILITIES.map((v) => (
          <option key={v} value={v}>
            {VISIBILITY_TEXT[v].label}
          </option>
        ))}
      </select>
    </label>
  );
}
