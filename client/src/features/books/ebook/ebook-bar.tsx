import type { ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/media/icons';
import { SearchIcon } from '../reader/search-icon';
import { ContentsIcon, HighlightsIcon, SettingsIcon } from './ebook-icons';
import type { EbookPlace } from './use-foliate-view';

export type PanelName = 'contents' | 'search' | 'highlights' | 'settings';

interface Props {
  place: EbookPlace | null;
  panel: PanelName | null;
  onPrevious: () => void;
  onNext: () => void;
  onPanel: (panel: PanelName) => void;
}

// Each panel's name, and its icon: a phone shows the icons in one row (the names stay the buttons'
// accessible names, read out but not shown); a wider window shows the names.
const PANELS: { name: PanelName; label: string; icon: ReactNode }[] = [
  { name: 'contents', label: 'Contents', icon: <ContentsIcon /> },
  { name: 'search', label: 'Search', icon: <SearchIcon /> },
  { name: 'highlights', label: 'Highlights', icon: <HighlightsIcon /> },
  { name: 'settings', label: 'Settings', icon: <SettingsIcon /> },
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
      {PANELS.map(({ name, label, icon }) => (
        <button
          key={name}
          type="button"
          className={`btn btn-ghost ebook-bar-panel${panel === name ? ' is-active' : ''}`}
          aria-pressed={panel === name}
          // Where only its icon shows, a pointer's hover still names it.
          title={label}
          onClick={() => onPanel(name)}
        >
          {icon}
          <span className="ebook-bar-label">{label}</span>
        </button>
      ))}
    </div>
  );
}
