import {
  ChevronLeftIcon,
  ChevronRightIcon,
  FitWidthIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from '../../../components/media/icons';
import { PageJump } from './page-jump';
import { SearchIcon } from './search-icon';
import { formatZoom, MAX_ZOOM, MIN_ZOOM } from './zoom';

interface ReaderToolbarProps {
  page: number;
  total: number;
  scale: number;
  fit: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onToggleFit: () => void;
  /** Go straight to a page (the page-number field); without it the field is not shown. */
  onJump?: (page: number) => void;
  /** Open or close the search panel; without it there is no Search button. */
  onSearch?: () => void;
  searching?: boolean;
}

/** The floating bar of docs/product.md section 2 "PDF reader". */
export function ReaderToolbar(props: ReaderToolbarProps) {
  const { page, total, scale, fit } = props;
  return (
    <div className="reader-toolbar" role="toolbar" aria-label="Reader controls">
      <button
        type="button"
        className="icon-button reader-button"
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={props.onPrevious}
      >
        <ChevronLeftIcon />
      </button>
      <span className="reader-readout" role="status" aria-label="Page">
        {page} / {total}
      </span>
      <button
        type="button"
        className="icon-button reader-button"
        aria-label="Next page"
        disabled={page >= total}
        onClick={props.onNext}
      >
        <ChevronRightIcon />
      </button>
      {props.onJump ? <PageJump page={page} total={total} onJump={props.onJump} /> : null}
      <span className="reader-divider reader-divider-pages" aria-hidden="true" />
      <button
        type="button"
        className="icon-button reader-button"
        aria-label="Zoom out"
        disabled={scale <= MIN_ZOOM + 1e-9}
        onClick={props.onZoomOut}
      >
        <ZoomOutIcon />
      </button>
      <span className="reader-readout reader-zoom" role="status" aria-label="Zoom">
        {formatZoom(scale)}
      </span>
      <button
        type="button"
        className="icon-button reader-button"
        aria-label="Zoom in"
        disabled={scale >= MAX_ZOOM - 1e-9}
        onClick={props.onZoomIn}
      >
        <ZoomInIcon />
      </button>
      <span className="reader-divider reader-divider-zoom" aria-hidden="true" />
      <button
        type="button"
        className={`icon-button reader-button reader-fit${fit ? ' is-active' : ''}`}
        aria-label="Fit to width"
        aria-pressed={fit}
        title={fit ? 'Fit to width (on): switch to custom zoom' : 'Fit to width'}
        onClick={props.onToggleFit}
      >
        <FitWidthIcon />
      </button>
      {props.onSearch ? (
        <button
          type="button"
          className={`icon-button reader-button${props.searching ? ' is-active' : ''}`}
          aria-label="Search in book"
          aria-pressed={props.searching ?? false}
          onClick={props.onSearch}
        >
          <SearchIcon />
        </button>
      ) : null}
    </div>
  );
}
