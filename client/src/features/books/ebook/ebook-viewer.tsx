import {
  BOOK_PLACE_CHAPTER_MAX,
  type BookPlace,
  type Highlight,
  type HighlightColor,
} from '@inkreel/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ResumeNote } from '../../../components/media/resume-note';
import { Spinner } from '../../../components/ui/spinner';
import { useShortcuts } from '../../../lib/keyboard/use-shortcuts';
import { useTheme } from '../../../lib/theme/theme-context';
import { useHighlights } from '../api/use-highlights';
import { useReadingPlace } from '../api/use-reading-place';
import { ReaderFailure } from '../reader/reader-failure';
import { ContentsPanel } from './contents-panel';
import { openingNote, type EbookAim } from './ebook-aim';
import { EbookBar, type PanelName } from './ebook-bar';
import { FONT_SIZES, pageColors, useEbookSettings } from './ebook-settings';
import { downloadHighlights, useDrawnHighlights } from './drawn-highlights';
import { HighlightsPanel } from './highlights-panel';
import { pageTurns, type TurnSide } from './page-turns';
import { ReaderPanel } from './reader-panel';
import { SearchPanel } from './search-panel';
import { searchEbook } from './search-ebook';
import { SelectionPopup } from './selection-popup';
import { SettingsPanel } from './settings-panel';
import { tapZone } from './tap-zone';
import { useBookInView } from './use-book-in-view';
import { useEbookOpening } from './use-ebook-opening';
import { useFoliateView, type EbookPlace, type EbookSelection } from './use-foliate-view';
import { applyRendererSettings, useRendererSettings } from './use-renderer-settings';
import './ebook-reader.css';

interface Props {
  blob: Blob;
  format: 'epub' | 'mobi';
  bookId: string;
  title: string | undefined;
  author: string | undefined;
  /** A place a link asks for (a comment's): the book opens there, its own place kept as it was. */
  aim?: EbookAim | undefined;
  /** Where the reader is, as a comment records it (At my place in the book). */
  onWhere?: ((place: BookPlace) => void) | undefined;
}

/** How long the book waits for the provider's place before it opens without it. */
const PLACE_WAIT_MS = 1500;

/** The windows in which a panel lies over the whole book (reader-panel.css's breakpoint). */
const PANEL_OVER_BOOK = '(max-width: 760px)';

const PANEL_TITLES: Record<PanelName, string> = {
  contents: 'Contents',
  search: 'Search in book',
  highlights: 'Highlights and notes',
  settings: 'Reading settings',
};

/** EPUB and MOBI (and AZW3), reflowed to the window by foliate-js (decision 0370). */
export function EbookViewer({ blob, format, bookId, title, author, aim, onWhere }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const [settings, setSettings] = useEbookSettings();
  const { theme } = useTheme();
  const place = useReadingPlace(bookId, title);
  const highlights = useHighlights(bookId);
  const [where, setWhere] = useState<EbookPlace | null>(null);
  const { show: showBook, moved } = useBookInView(root, where);
  const [panel, setPanel] = useState<PanelName | null>(null);
  const [selection, setSelection] = useState<EbookSelection | null>(null);
  const [drawn, setDrawn] = useState(0);
  // The book opens once the provider's place is known (another device's), or after a moment
  // without it: a slow provider must not keep the book closed.
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), PLACE_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const ready = place.settled || waited;
  const startAt = place.remote ?? place.local;
  const opening = useEbookOpening(aim, place.keep, place.remote);
  const { moveOn } = opening;
  const foliate = useFoliateView(
    host,
    blob,
    format,
    ready,
    startAt,
    {
      onOpening: opening.onOpening,
      onPlace: (next) => {
        setWhere(next);
        onWhere?.({
          cfi: next.cfi,
          fraction: Math.min(1, Math.max(0, next.fraction)),
          ...(next.chapter ? { chapter: next.chapter.slice(0, BOOK_PLACE_CHAPTER_MAX) } : {}),
        });
        opening.onPlace(next);
      },
      onGesture: () => {
        moved();
        opening.onGesture();
      },
      onRenderer: (renderer) => applyRendererSettings(renderer, settings, theme),
      onView: opening.onView,
      onSelection: setSelection,
      onSectionDrawn: () => setDrawn((n) => n + 1),
      onHighlightChosen: () => setPanel('highlights'),
      onKey: (event) => {
        window.dispatchEvent(new KeyboardEvent('keydown', { key: event.key, cancelable: true }));
      },
      // A finger on the page's edges turns it, as in e-book apps; in its middle, it brings the
      // page and its bar back into view.
      onTap: (x) => {
        const zone = tapZone(x, host.current?.getBoundingClientRect() ?? { left: 0, width: 0 });
        if (zone === 'middle') showBook();
        else turn(zone);
      },
    },
    aim,
  );
  const { view, opened, failed } = foliate;

  useRendererSettings(view, settings, theme);

  const sorted = useDrawnHighlights(view, highlights.list, drawn);

  // On a phone the opened book fills the window, and comes back into view after each move.
  useEffect(() => {
    if (view) showBook();
  }, [view, showBook]);

  const turns = useMemo(
    () => (view ? pageTurns((side) => (side === 'left' ? view.goLeft() : view.goRight())) : null),
    [view],
  );
  const turn = useCallback(
    (direction: TurnSide) => {
      if (!turns) return;
      moved();
      moveOn();
      setSelection(null);
      turns(direction);
    },
    [turns, moveOn, moved],
  );
  const goTo = (target: string | number) => {
    moved();
    moveOn();
    void view?.goTo(target);
  };
  // Where a panel lies over the book (reader-panel.css), going to a place closes it: the reader
  // sees where they went, and the focus goes back to the bar's button.
  const goFromPanel = (target: string | number) => {
    goTo(target);
    if (window.matchMedia(PANEL_OVER_BOOK).matches) setPanel(null);
  };
  const togglePanel = (name: PanelName) => setPanel((open) => (open === name ? null : name));
  useShortcuts('Book reader', [
    { keys: ['ArrowLeft'], labels: ['←'], description: 'Previous page', run: () => turn('left') },
    { keys: ['ArrowRight'], labels: ['→'], description: 'Next page', run: () => turn('right') },
    { keys: ['c'], labels: ['c'], description: 'Contents', run: () => togglePanel('contents') },
    { keys: ['/'], labels: ['/'], description: 'Search in book', run: () => setPanel('search') },
    {
      keys: ['h'],
      labels: ['h'],
      description: 'Highlights and notes',
      run: () => togglePanel('highlights'),
    },
    {
      keys: ['+', '='],
      labels: ['+'],
      description: 'Larger text',
      run: () =>
        setSettings({ ...settings, size: Math.min(FONT_SIZES.length - 1, settings.size + 1) }),
    },
    {
      keys: ['-', '_', '−'],
      labels: ['−'],
      description: 'Smaller text',
      run: () => setSettings({ ...settings, size: Math.max(0, settings.size - 1) }),
    },
  ]);

  const addHighlight = async (color: HighlightColor, note: string) => {
    if (!selection) return;
    await highlights.add({ location: selection.cfi, text: selection.text, color, note });
    setSelection(null);
    for (const { doc } of view?.renderer.getContents() ?? []) doc.getSelection()?.removeAllRanges();
  };
  const exportMarkdown = () => downloadHighlights(title, author, sorted);

  const shown = opening.noteShown && where ? opening.opening : null;
  const note = shown && where ? openingNote(shown, where.fraction) : null;
  const back = shown?.by === 'aim' ? shown.back : null;

  if (failed) return <ReaderFailure />;
  const { background } = pageColors(settings, theme);
  return (
    <div ref={root} className={`ebook${panel ? ' has-panel' : ''}`}>
      {note ? (
        <ResumeNote
          className="reader-resume"
          text={note.text}
          actionLabel={note.label}
          onStartOver={() => goTo(note.action === 'back' && back !== null ? back : 0)}
        />
      ) : null}
      <div className="ebook-stage">
        {!opened ? <Spinner label="Loading book" /> : null}
        {/* Hidden until the book is at its place: foliate lays it out and then turns to it, and
            a reader should see neither step (nor count it as the page moving). */}
        <div
          ref={host}
          className="ebook-host"
          style={{ background, visibility: where ? undefined : 'hidden' }}
        />
        {panel ? (
          // Keyed: switching panels opens a new one, which takes the focus (the search box).
          <ReaderPanel key={panel} title={PANEL_TITLES[panel]} onClose={() => setPanel(null)}>
            {panel === 'contents' && opened ? (
              <ContentsPanel toc={opened.toc} current={where?.chapterHref} onGo={goFromPanel} />
            ) : null}
            {panel === 'search' && view ? (
              <SearchPanel
                search={(q) => searchEbook(view, q)}
                onGo={(m) => goFromPanel(m.target)}
              />
            ) : null}
            {panel === 'highlights' ? (
              <HighlightsPanel
                list={sorted}
                onGo={(h: Highlight) => goFromPanel(h.location)}
                onSave={(id, change) => highlights.update(id, change)}
                onDelete={(id) => highlights.remove(id)}
                onExport={exportMarkdown}
              />
            ) : null}
            {panel === 'settings' ? (
              <SettingsPanel settings={settings} onChange={setSettings} />
            ) : null}
          </ReaderPanel>
        ) : null}
        {selection ? (
          <SelectionPopup
            key={selection.cfi}
            selection={selection}
            onHighlight={addHighlight}
            onDismiss={() => setSelection(null)}
          />
        ) : null}
      </div>
      <div className="ebook-bar-dock">
        <EbookBar
          place={where}
          panel={panel}
          onPrevious={() => turn('left')}
          onNext={() => turn('right')}
          onPanel={togglePanel}
        />
      </div>
    </div>
  );
}
