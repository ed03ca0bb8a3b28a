import { useCallback, useEffect, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { ResumeNote } from '../../../components/media/resume-note';
import { Spinner } from '../../../components/ui/spinner';
import { ReaderFailure } from './reader-failure';
import { ReaderToolbar } from './reader-toolbar';
import { pagesToRender } from './pages-ahead';
import { useReaderShortcuts } from './use-reader-shortcuts';
import { useBookPlace } from './use-book-place';
import { useSyncedPage } from './use-synced-page';
import { useViewportWidthVar, useWindowWidth } from './use-window-width';
import { clampZoom, fitToWidth, MAX_ZOOM, zoomIn, zoomOut } from './zoom';
import { ReaderPanel } from '../ebook/reader-panel';
import { SearchPanel } from '../ebook/search-panel';
import { findInPages, markMatches, pageTexts } from './pdf-search';
import { useTouchZoom } from './use-touch-zoom';
import { useZoomAnchor } from './use-zoom-anchor';
import 'react-pdf/dist/Page/TextLayer.css';

// Emitted by Vite as a separate asset, requested only when this route renders a PDF.
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

function logFailure(error: unknown) {
  console.error('Failed to load PDF', error);
}

/** The title and author a PDF names in its document information, when it names them. */
export interface PdfInfo {
  title?: string;
  author?: string;
}

function readInfo(info: unknown): PdfInfo {
  const record = (info ?? {}) as Record<string, unknown>;
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() ? value.trim() : undefined;
  return { title: text(record.Title), author: text(record.Author) };
}

/** A page's natural size: its width and height at scale 1. */
interface PageSize {
  width: number;
  height: number;
}

/** A page's box at the scale shown, once its natural size is known. */
function boxSize(size: PageSize | undefined, scale: number) {
  return size ? { width: size.width * scale, height: size.height * scale } : undefined;
}

interface PdfViewerProps {
  file: Blob;
  /** The book's id: its last page read and zoom mode are kept per book. */
  bookId: string;
  /** The book's title, once known: the home page's Continue row names it. */
  title?: string | undefined;
  /** Called with the file's own title and author (for a reader opened by its address alone). */
  onInfo?: (info: PdfInfo) => void;
  /**
   * A page asked for by a link (`?page=`, a comment's page): shown once the book is open, once
   * per link followed (`key`), over the page the reader was left at.
   */
  aim?: { page: number; key: string } | undefined;
  /** Called once a page has been drawn (the page keeps the book's place until then). */
  onShown?: () => void;
}

/** One page at a time, fit to width by default, with the floating bar. */
export function PdfViewer({ file, bookId, title, onInfo, aim, onShown }: PdfViewerProps) {
  const windowWidth = useWindowWidth();
  const [total, setTotal] = useState(0);
  const place = useBookPlace(bookId);
  const { page, setPage } = place;
  // Kept by the provider too where it can (issue 56): another device opens at this page.
  useSyncedPage(bookId, place, total, title);
  // Each page's natural size (at scale 1), as pages load.
  const [sizes, setSizes] = useState<Record<number, PageSize>>({});
  const pageSize = sizes[page] ?? sizes[1];
  const pageWidth = pageSize?.width ?? 0;
  const setSize = (pageNumber: number, { width, height }: PageSize) =>
    setSizes((known) =>
      known[pageNumber]?.width === width && known[pageNumber].height === height
        ? known
        : { ...known, [pageNumber]: { width, height } },
    );
  const { fit, zoom: customZoom } = place.zoomMode;
  const setFit = (next: boolean) => place.setZoomMode({ ...place.zoomMode, fit: next });
  const [failed, setFailed] = useState(false);
  // The pages pdf.js has drawn: the pages either side of the one shown wait for it (pages-ahead.ts).
  const [drawn, setDrawn] = useState<ReadonlySet<number>>(() => new Set());
  const markDrawn = (pageNumber: number) =>
    setDrawn((known) => (known.has(pageNumber) ? known : new Set(known).add(pageNumber)));
  const stage = useRef<HTMLDivElement>(null);
  // On the stage and the bar's dock both: each spans the window on a phone (see the CSS).
  const viewer = useRef<HTMLDivElement>(null);
  useViewportWidthVar(viewer);
  // Search (issue 56): the pages' text, read once when first searched; the query chosen is marked.
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const texts = useRef<Promise<string[]> | null>(null);
  const [searching, setSearching] = useState(false);
  const [marked, setMarked] = useState('');
  const search = async (query: string) => {
    if (!pdf) return [];
    texts.current ??= pageTexts(pdf);
    setMarked(query);
    return findInPages(await texts.current, query);
  };

  // A new page starts at its top, like turning a real page, when the old one was scrolled.
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    const top = stage.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) stage.current?.scrollIntoView({ block: 'start' });
  }, [page]);

  const scale = fit ? fitToWidth(windowWidth, pageWidth) : customZoom;
  const { turnTo } = place;
  const goTo = useCallback(
    (next: number) => {
      const target = Math.min(Math.max(1, next), total || 1);
      if (target !== page) turnTo(target);
    },
    [total, page, turnTo],
  );
  const aimed = useRef<string | null>(null);
  useEffect(() => {
    if (!aim || total === 0 || aimed.current === aim.key) return;
    aimed.current = aim.key;
    goTo(aim.page);
  }, [aim, total, goTo]);
  const zoomTo = (next: number) => place.setZoomMode({ fit: false, zoom: next });
  // On a touch screen the bar steps aside while the page is read (moved or pinched) and comes
  // back on a tap, so it never covers the page (issue 51, item 3). Focus inside it shows it too.
  const [barAside, setBarAside] = useState(false);
  // What was under the fingers when a gesture zoomed stays under them (use-zoom-anchor.ts).
  const zoomAnchor = useZoomAnchor(stage);
  // Pinch and double-tap on a touch screen (issue 51): fit to width stays where a book starts.
  const pinching = useTouchZoom(stage, {
    onPinchStart: zoomAnchor.hold,
    onPinch: (ratio) => zoomTo(clampZoom(scale * ratio)),
    onDoubleTap: (at) => {
      zoomAnchor.hold(at);
      if (fit) zoomTo(clampZoom(Math.min(MAX_ZOOM, scale * 2)));
      else setFit(true);
    },
    onMove: () => setBarAside(true),
    onTap: () => setBarAside((aside) => !aside),
  });

  const toggleFit = () => {
    if (fit) zoomTo(clampZoom(scale));
    else setFit(true);
  };
  useReaderShortcuts({
    onPrevious: () => goTo(page - 1),
    onNext: () => goTo(page + 1),
    onZoomIn: () => zoomTo(zoomIn(scale)),
    onZoomOut: () => zoomTo(zoomOut(scale)),
    onToggleFit: toggleFit,
  });

  const onLoaded = (pdf: PDFDocumentProxy) => {
    setPdf(pdf);
    setTotal(pdf.numPages);
    setPage((current) => Math.min(current, pdf.numPages));
    if (onInfo) {
      pdf.getMetadata().then(
        ({ info }) => onInfo(readInfo(info)),
        () => onInfo({}),
      );
    }
    // The natural width of page 1, so the first render is already fit to width.
    pdf
      .getPage(1)
      .then((first) => setSize(1, first.getViewport({ scale: 1 })))
      .catch(logFailure);
  };

  if (failed) {
    return <ReaderFailure />;
  }

  return (
    <div ref={viewer} className="reader-viewer">
      <div
        ref={stage}
        className="reader-stage"
        // Zoomed past the window it scrolls sideways: keyboard users reach it to scroll it too
        // (axe's scrollable-region-focusable).
        role="region"
        aria-label="Book page"
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus for the keyboard to scroll it (WCAG 2.1.1)
        tabIndex={0}
        style={pinching === 1 ? undefined : { ['--pinch' as string]: String(pinching) }}
      >
        {place.resumedAt !== null && total > 0 ? (
          <ResumeNote
            className="reader-resume"
            text={`Resumed at page ${Math.min(place.resumedAt, total)}`}
            onStartOver={place.startOver}
          />
        ) : null}
        {/* Not suspense mode: this viewer owns its loading and failure states (no error boundary). */}
        <Document
          suspense={false}
          file={file}
          loading={<Spinner label="Loading book" />}
          error={<span />}
          onLoadSuccess={onLoaded}
          onLoadError={(error) => {
            logFailure(error);
            setFailed(true);
          }}
        >
          {/* The pages either side are drawn hidden, keyed by number, so a turn shows a page
              that is already drawn instead of starting to draw it. */}
          {pageWidth > 0
            ? pagesToRender(page, total, drawn.has(page)).map((pageNumber) => (
                // The page's box has its size before the page is drawn: the page does not move
                // as it comes (its canvas is sized only once drawn).
                <div
                  key={pageNumber}
                  className="reader-page-box"
                  hidden={pageNumber !== page}
                  style={boxSize(sizes[pageNumber] ?? pageSize, scale)}
                >
                  <Page
                    className={pageNumber === page ? 'reader-page' : 'reader-page-ahead'}
                    pageNumber={pageNumber}
                    scale={scale}
                    // The page shown gets pdf.js's text layer: its words can be selected and searched.
                    renderTextLayer={pageNumber === page}
                    customTextRenderer={
                      marked ? ({ str }: { str: string }) => markMatches(str, marked) : undefined
                    }
                    renderAnnotationLayer={false}
                    loading={<Spinner label="Loading page" />}
                    onLoadSuccess={(loaded) =>
                      setSize(pageNumber, loaded.getViewport({ scale: 1 }))
                    }
                    onLoadError={logFailure}
                    onRenderSuccess={() => {
                      markDrawn(pageNumber);
                      if (pageNumber !== page) return;
                      zoomAnchor.keep();
                      onShown?.();
                    }}
                    onRenderError={logFailure}
                  />
                </div>
              ))
            : null}
        </Document>
      </div>
      {/* Outside the stage (a scroll container): the dock sticks to the window, see the CSS. */}
      {total > 0 ? (
        <div className={`reader-toolbar-dock${barAside ? ' is-aside' : ''}`}>
          <ReaderToolbar
            page={page}
            total={total}
            scale={scale}
            fit={fit}
            onPrevious={() => goTo(page - 1)}
            onNext={() => goTo(page + 1)}
            onZoomIn={() => zoomTo(zoomIn(scale))}
            onZoomOut={() => zoomTo(zoomOut(scale))}
            onJump={goTo}
            onToggleFit={toggleFit}
            onSearch={() => setSearching((open) => !open)}
            searching={searching}
          />
        </div>
      ) : null}
      {searching ? (
        <div className="reader-search">
          <ReaderPanel title="Search in book" onClose={() => setSearching(false)}>
            <SearchPanel search={search} onGo={(match) => goTo(Number(match.target))} />
          </ReaderPanel>
        </div>
      ) : null}
    </div>
  );
}
