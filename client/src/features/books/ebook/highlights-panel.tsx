import type { Highlight, HighlightColor } from '@inkreel/shared';
import { useState } from 'react';
import { COLOR_NAMES, HIGHLIGHT_COLORS } from './highlight-colors';

interface Props {
  list: Highlight[];
  onGo: (highlight: Highlight) => void;
  onSave: (id: string, change: { color: HighlightColor; note: string }) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
  onExport: () => void;
}

/** The reader's highlights in book order: each leads back to its passage, and can be edited. */
export function HighlightsPanel({ list, onGo, onSave, onDelete, onExport }: Props) {
  const [editing, setEditing] = useState<string | null>(null);
  if (list.length === 0) {
    return (
      <p className="muted">
        No highlights yet. Select a passage in the book to highlight it or write a note.
      </p>
    );
  }
  return (
    <>
      <button type="button" className="btn btn-ghost ebook-export" onClick={onExport}>
        Export as Markdown
      </button>
      <ol className="ebook-highlights">
        {list.map((h) => (
          <li key={h._id} className={`ebook-highlight ebook-color-${h.color}`}>
            <button type="button" className="ebook-highlight-text" onClick={() => onGo(h)}>
              {h.text}
            </button>
            {h.note && editing !== h._id ? <p className="ebook-highlight-note">{h.note}</p> : null}
            {editing === h._id ? (
              <HighlightEditor
                highlight={h}
                onCancel={() => setEditing(null)}
                onSave={async (change) => {
                  await onSave(h._id, change);
                  setEditing(null);
                }}
              />
            ) : (
              <div className="ebook-highlight-actions">
                <button type="button" className="btn btn-ghost" onClick={() => setEditing(h._id)}>
                  Edit<span className="visually-hidden"> highlight “{h.text.slice(0, 40)}”</span>
                </button>
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => void onDelete(h._id)}
                >
                  Delete<span className="visually-hidden"> highlight “{h.text.slice(0, 40)}”</span>
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

interface EditorProps {
  highlight?: Highlight;
  onSave: (change: { color: HighlightColor; note: string }) => Promise<void>;
  onCancel: () => void;
}

/** A colour and a note, for a new highlight or one being edited. */
export function HighlightEditor({ highlight, onSave, onCancel }: EditorProps) {
  const [color, setColor] = useState<HighlightColor>(highlight?.color ?? 'yellow');
  const [note, setNote] = useState(highlight?.note ?? '');
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="ebook-highlight-editor"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        void onSave({ color, note: note.trim() }).finally(() => setBusy(false));
      }}
    >
      <fieldset className="ebook-colors">
        <legend className="visually-hidden">Colour</legend>
        {HIGHLIGHT_COLORS.map((c) => (
          <label key={c} className={`ebook-swatch ebook-color-${c}`}>
            <input
              type="radio"
              name="highlight-color"
              value={c}
              checked={color === c}
              onChange={() => setColor(c)}
            />
            <span className="visually-hidden">{COLOR_NAMES[c]}</span>
          </label>
        ))}
      </fieldset>
      <label className="ebook-note-label">
        Note
        <textarea
          className="input"
          rows={3}
          maxLength={5000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </label>
      <div className="ebook-highlight-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Save
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
