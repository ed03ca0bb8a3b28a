import {
  FONT_SIZES,
  LINE_SPACINGS,
  MARGINS,
  PAGE_COLORS,
  type EbookSettings,
} from './ebook-settings';

interface Props {
  settings: EbookSettings;
  onChange: (next: EbookSettings) => void;
}

const PAGE_NAMES = { auto: 'Theme', light: 'Light', sepia: 'Sepia', dark: 'Dark' } as const;

/** Text size, line spacing, margins, typeface, page colour and layout, kept for every book. */
export function SettingsPanel({ settings, onChange }: Props) {
  const set = <K extends keyof EbookSettings>(key: K, value: EbookSettings[K]) =>
    onChange({ ...settings, [key]: value });
  return (
    <div className="ebook-settings">
      <div role="group" aria-label="Text size" className="ebook-setting ebook-size">
        <span aria-hidden="true">Text size</span>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={settings.size === 0}
          onClick={() => set('size', settings.size - 1)}
        >
          <span aria-hidden="true">A−</span>
          <span className="visually-hidden">Smaller text</span>
        </button>
        <output aria-live="polite">{FONT_SIZES[settings.size]}%</output>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={settings.size === FONT_SIZES.length - 1}
          onClick={() => set('size', settings.size + 1)}
        >
          <span aria-hidden="true">A+</span>
          <span className="visually-hidden">Larger text</span>
        </button>
      </div>
      <label className="ebook-setting">
        Line spacing
        <select
          className="input"
          value={settings.spacing}
          onChange={(e) => set('spacing', e.target.value as EbookSettings['spacing'])}
        >
          {Object.keys(LINE_SPACINGS).map((s) => (
            <option key={s} value={s}>
              {s[0]?.toUpperCase()}
              {s.slice(1)}
            </option>
          ))}
        </select>
      </label>
      <label className="ebook-setting">
        Margins
        <select
          className="input"
          value={settings.margin}
          onChange={(e) => set('margin', e.target.value as EbookSettings['margin'])}
        >
          {Object.keys(MARGINS).map((m) => (
            <option key={m} value={m}>
              {m[0]?.toUpperCase()}
              {m.slice(1)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="ebook-setting ebook-choices">
        <legend>Typeface</legend>
        {(['serif', 'sans'] as const).map((font) => (
          <label key={font}>
            <input
              type="radio"
              name="ebook-font"
              checked={settings.font === font}
              onChange={() => set('font', font)}
            />
            {font === 'serif' ? 'Serif' : 'Sans-serif'}
          </label>
        ))}
      </fieldset>
      <fieldset className="ebook-setting ebook-choices">
        <legend>Page colour</legend>
        {PAGE_COLORS.map((page) => (
          <label key={page}>
            <input
              type="radio"
              name="ebook-page"
              checked={settings.page === page}
              onChange={() => set('page', page)}
            />
            {PAGE_NAMES[page]}
          </label>
        ))}
      </fieldset>
      <fieldset className="ebook-setting ebook-choices">
        <legend>Layout</legend>
        {(['paginated', 'scrolled'] as const).map((flow) => (
          <label key={flow}>
            <input
              type="radio"
              name="ebook-flow"
              checked={settings.flow === flow}
              onChange={() => set('flow', flow)}
            />
            {flow === 'paginated' ? 'Pages' : 'Scrolling'}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
