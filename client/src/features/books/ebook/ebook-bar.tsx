import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/media/icons';
import type { EbookPlace } from './use-foliate-view';

export type PanelName = 'contents' | 'search' | 'highlights' | 'settings';

interface Props {
  place: EbookPlace | null;
  panel: PanelName | null;
  onPrevious: () => void;
  onNext: () => void;
  onPanel: (panel: PanelName) => void;
}

const PANELS: { name: PanelName; label: string }[] = [
  { name: 'contents', label: 'Contents' },
  { name: 'search', label: 'Search' },
  { name: 'highlights', label: 'Highlights' },
  { name: 'settings', label: 'Settings' },
];

/** "How far" and "how long": a percentage, and minutes left in the chapter. */
export function progressText(place: EbookPlace | null): { percent: string; left: string } {
  if (!place) return { percent: '', left: '' };
  const percent = `${Math.round(place.fraction * 100)}%`;
  const minutes = place.minutesLeft;
  const left =
    minutes === undefined
      ? ''
      : minutes <= 1
        ? 'Less than a minute left in chapter'
        : `${minutes} min left in chapter`;
  return { percent, left };
}

/** The reflowable reader's bar: page turns, progress, and the panels. */
export function EbookBar({ place, panel, onPrevious, onNext, onPanel }: Props) {
  const { percent, left } = progressText(place);
  return (
    <div className="ebook-bar" role="toolbar" aria-label="Reader controls">
      <button
        type="button"
        className="icon-button reader-button"
        aria-label="Previous page"
        onClick={onPrevious}
      >
        <ChevronLeftIcon />
      </button>
      <p className="ebook-progress" role="status" aria-label="Progress">
        <span className="ebook-percent">{percent}</span>
        {left ? <span className="ebook-left">{left}</span> : null}
      </p>
      <button
        type="button"
        className="icon-button reader-button"
        aria-label="Next page"
        onClick={onNext}
      >
        <ChevronRightIcon />
      </button>
      <span className="reader-divider" aria-hidden="true" />
      {PANELS.map(({ name, label }) => (
        <button
          key={name}
          type="button"
          className={`btn btn-ghost ebook-bar-panel${panel === name ? ' is-active' : ''}`}
          aria-pressed={panel === name}
          onClick={() => onPanel(name)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
