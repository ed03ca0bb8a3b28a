import type { HighlightColor } from '@inkreel/shared';
import { useState } from 'react';
import { COLOR_NAMES, HIGHLIGHT_COLORS } from './highlight-colors';
import { HighlightEditor } from './highlights-panel';
import type { EbookSelection } from './use-foliate-view';

interface Props {
  selection: EbookSelection;
  onHighlight: (color: HighlightColor, note: string) => Promise<void>;
  onDismiss: () => void;
}

/** Beside a selected passage: a colour to highlight it with, or a note to write. */
export function SelectionPopup({ selection, onHighlight, onDismiss }: Props) {
  const [withNote, setWithNote] = useState(false);
  const { left, top, bottom } = selection.rect;
  // Below the passage, where the note's form has room to grow, unless the window ends there.
  const above = bottom > window.innerHeight - 240 && top > 240;
  const style = {
    left: `clamp(8px, ${left}px - 130px, calc(100vw - 268px))`,
    top: above ? `${top - 8}px` : `${bottom + 8}px`,
  };
  return (
    <div
      className={`ebook-popup${above ? ' is-above' : ''}`}
      style={style}
      role="dialog"
      aria-label="Highlight the selected passage"
    >
      {withNote ? (
        <HighlightEditor
          onSave={({ color, note }) => onHighlight(color, note)}
          onCancel={onDismiss}
        />
      ) : (
        <div className="ebook-popup-row">
          {HIGHLIGHT_COLORS.map((color) => (
            <button
              key={color}
              type="button"
              className={`ebook-swatch ebook-color-${color}`}
              aria-label={`Highlight ${COLOR_NAMES[color].toLowerCase()}`}
              onClick={() => void onHighlight(color, '')}
            />
          ))}
          <button type="button" className="btn btn-ghost" onClick={() => setWithNote(true)}>
            Add note
          </button>
        </div>
      )}
    </div>
  );
}
