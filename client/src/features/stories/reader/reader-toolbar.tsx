import { TEXT_SIZES, type ReaderSettings } from './reader-settings';

interface Props {
  settings: ReaderSettings;
  onChange: (next: ReaderSettings) => void;
}

const THEME_LABELS = { auto: 'Site', light: 'Light', sepia: 'Sepia', dark: 'Dark' } as const;

/** Text size, line spacing, column width, typeface and page colour of the story reader. */
export function ReaderToolbar({ settings, onChange }: Props) {
  const set = <K extends keyof ReaderSettings>(key: K, value: ReaderSettings[K]) =>
    onChange({ ...settings, [key]: value });
  const biggest = TEXT_SIZES.length - 1;

  return (
    <details className="story-toolbar">
      <summary>Reading settings</summary>
      <div className="reader-controls">
        <div role="group" aria-label="Text size" className="reader-control">
          <span aria-hidden="true">Text size</span>
          <button
            type="button"
            disabled={settings.size === 0}
            onClick={() => set('size', settings.size - 1)}
          >
            <span aria-hidden="true">A−</span>
            <span className="visually-hidden">Smaller text</span>
          </button>
          <output aria-live="polite">
            {settings.size + 1} of {TEXT_SIZES.length}
          </output>
          <button
            type="button"
            disabled={settings.size === biggest}
            onClick={() => set('size', settings.size + 1)}
          >
            <span aria-hidden="true">A+</span>
            <span className="visually-hidden">Larger text</span>
          </button>
        </div>
        <label className="reader-control">
          Line spacing
          <select
            value={settings.spacing}
            onChange={(e) => set('spacing', e.target.value as ReaderSettings['spacing'])}
          >
            <option value="compact">Compact</option>
            <option value="normal">Normal</option>
            <option value="relaxed">Relaxed</option>
          </select>
        </label>
        <label className="reader-control">
          Column width
          <select
            value={settings.width}
            onChange={(e) => set('width', e.target.value as ReaderSettings['width'])}
          >
            <option value="narrow">Narrow</option>
            <option value="medium">Medium</option>
            <option value="wide">Wide</option>
          </select>
        </label>
        <label className="reader-control">
          Typeface
          <select
            value={settings.font}
            onChange={(e) => set('font', e.target.value as ReaderSettings['font'])}
          >
            <option value="serif">Serif</option>
            <option value="sans">Sans-serif</option>
          </select>
        </label>
        <fieldset className="reader-control reader-themes">
          <legend>Page colour</legend>
          {(Object.keys(THEME_LABELS) as ReaderSettings['theme'][]).map((theme) => (
            <label key={theme}>
              <input
                type="radio"
                name="reader-theme"
                value={theme}
                checked={settings.theme === theme}
                onChange={() => set('theme', theme)}
              />
              {THEME_LABELS[theme]}
            </label>
          ))}
        </fieldset>
      </div>
    </details>
  );
}
