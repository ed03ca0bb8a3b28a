import 'foliate-js/view.js';
import type { FoliateBook, RelocateDetail, Renderer, TocItem, View } from 'foliate-js/view.js';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { BYTES_PER_MINUTE, startFraction } from './book-progress';
import { reachableAim, type EbookAim, type Opening } from './ebook-aim';
import { EbookError, loadEbookCode, OPEN_TIMEOUT_MS, openEbook } from './open-ebook';

/** Where the reader is: how far through, the chapter, and its CFI. */
export interface EbookPlace {
  fraction: number;
  cfi: string;
  chapter: string | undefined;
  chapterHref: string | undefined;
  /** Minutes left in this chapter, from its words (undefined until its text is counted). */
  minutesLeft: number | undefined;
}

/** A passage the reader selected: its CFI, its text and where it sits in the window. */
export interface EbookSelection {
  cfi: string;
  text: string;
  rect: { left: number; top: number; bottom: number };
}

export interface OpenedBook {
  book: FoliateBook;
  toc: TocItem[];
  /** The place it opened at (null: its start). */
  openedAt: string | null;
}

/** What a reader does to move a book by hand: swipe it, or scroll it. */
const GESTURES = ['touchstart', 'wheel'];

/** Words per minute of an unhurried reader (the story reader's figure). */
const WORDS_PER_MINUTE = 220;

interface Handlers {
  /** How the book opens (a link's place, the kept place, the start): said before any place. */
  onOpening: (opening: Opening, at: string | null) => void;
  onPlace: (place: EbookPlace) => void;
  /** The reader touched or scrolled the book (a swipe or a scroll may move it). */
  onGesture: () => void;
  /** The book's renderer, before its first section is drawn: the reader's settings go on it. */
  onRenderer: (renderer: Renderer) => void;
  /** The view stands at its first place: turns and jumps may begin. */
  onView: (view: View) => void;
  onSelection: (selection: EbookSelection | null) => void;
  /** A section was drawn (its highlights are drawn again) or a highlight was chosen. */
  onSectionDrawn: () => void;
  onHighlightChosen: (cfi: string) => void;
  /** A key pressed inside the book's frame, passed on to the page's keyboard layer. */
  onKey: (event: KeyboardEvent) => void;
  /** A finger tapped the book's text (not a link or a highlight), at `x` in the window. */
  onTap: (x: number) => void;
}

function rectInWindow(range: Range): EbookSelection['rect'] {
  const frame = range.startContainer.ownerDocument?.defaultView?.frameElement;
  const outer = frame?.getBoundingClientRect() ?? { left: 0, top: 0 };
  const inner = range.getBoundingClientRect();
  return {
    left: outer.left + inner.left + inner.width / 2,
    top: outer.top + inner.top,
    bottom: outer.top + inner.bottom,
  };
}

/**
 * Opens the book in a `<foliate-view>` inside `host` at the place a link asks for (`aim`, when
 * the book has it), else at `startAt` (a CFI, or the book's start), and reports where the reader
 * is. A book that cannot be opened, or takes longer than the limit, is `failed`.
 */
export function useFoliateView(
  host: RefObject<HTMLDivElement | null>,
  blob: Blob,
  format: 'epub' | 'mobi',
  /** Opens the book once true, at the place `startAt` (or `aim`) says then. */
  ready: boolean,
  startAt: string | null,
  handlers: Handlers,
  aim?: EbookAim,
) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const [view, setView] = useState<View | null>(null);
  const [opened, setOpened] = useState<OpenedBook | null>(null);
  const [failed, setFailed] = useState(false);
  // Read when the book opens only: a later change of the stored place must not reopen it.
  const start = useRef(startAt);
  const aimed = useRef(aim);
  useEffect(() => {
    start.current = startAt;
    aimed.current = aim;
  });

  useEffect(() => {
    if (!ready) return;
    const run = { cancelled: false };
    // Read through a call: the flag changes while the book opens, between awaits.
    const cancelled = () => run.cancelled;
    const element = document.createElement('foliate-view') as View;
    const words = new Map<number, number>();
    const onRelocate = (event: Event) => {
      const detail = (event as CustomEvent<RelocateDetail>).detail;
      const index = detail.section.current;
      const size = element.book.sections[index]?.size ?? 0;
      const inSection = size > 0 ? 1 - (detail.time.section * BYTES_PER_MINUTE) / size : 0;
      const count = words.get(index);
      latest.current.onPlace({
        fraction: startFraction(detail, element.book.sections),
        cfi: detail.cfi,
        chapter: detail.tocItem?.label.trim(),
        chapterHref: detail.tocItem?.href,
        minutesLeft:
          count === undefined
            ? undefined
            : Math.ceil((count * Math.min(1, Math.max(0, 1 - inSection))) / WORDS_PER_MINUTE),
      });
    };
    // A finger's tap (a click that followed a touch: a swipe, which foliate-js takes, makes none),
    // on a section's text or on the view's margins around it. A mouse's click stays a click: the
    // desktop reader turns with its buttons and keys.
    let tapped: { x: number } | null = null;
    const listenForTaps = (target: Document | HTMLElement) => {
      const doc = target instanceof HTMLElement ? null : target;
      let byFinger = false;
      target.addEventListener(
        'pointerdown',
        (e) => (byFinger = (e as PointerEvent).pointerType === 'touch'),
        {
          passive: true,
        },
      );
      // Captured, so before foliate-js's own listener for the click (a highlight's, below).
      const onClick = (e: MouseEvent) => {
        if (!byFinger || (e.target as Element | null)?.closest('a[href]')) return;
        // A tap that ends a selection leaves the passage to its popup.
        if (doc?.getSelection()?.isCollapsed === false) return;
        const frame = doc?.defaultView?.frameElement;
        tapped = { x: (frame?.getBoundingClientRect().left ?? 0) + e.clientX };
        // In a frame after foliate-js's own: at a finger's lift it snaps the page it shows back
        // in place (in an animation frame); a turn begun before that was undone by it.
        setTimeout(() =>
          requestAnimationFrame(() => {
            if (tapped) latest.current.onTap(tapped.x);
            tapped = null;
          }),
        );
      };
      target.addEventListener('click', onClick as EventListener, { capture: true });
    };
    const onLoad = (event: Event) => {
      const { doc, index } = (event as CustomEvent<{ doc: Document; index: number }>).detail;
      words.set(index, doc.body.textContent.split(/\s+/).filter(Boolean).length);
      doc.addEventListener('keydown', (e) => latest.current.onKey(e));
      const report = () => {
        const selection = doc.getSelection();
        const range = selection && !selection.isCollapsed ? selection.getRangeAt(0) : null;
        const text = range?.toString().trim() ?? '';
        latest.current.onSelection(
          range && text
            ? { cfi: element.getCFI(index, range), text, rect: rectInWindow(range) }
            : null,
        );
      };
      doc.addEventListener('pointerup', report);
      doc.addEventListener('keyup', report);
      for (const type of GESTURES) doc.addEventListener(type, gesture, { passive: true });
      listenForTaps(doc);
    };
    const gesture = () => latest.current.onGesture();
    // Outside the book's frames too: its margins, and the scroll bar of the scrolled layout.
    for (const type of [...GESTURES, 'pointerdown']) {
      element.addEventListener(type, gesture, { passive: true });
    }
    listenForTaps(element);
    element.addEventListener('relocate', onRelocate);
    element.addEventListener('load', onLoad);
    element.addEventListener('create-overlay', () => latest.current.onSectionDrawn());
    element.addEventListener('show-annotation', (event) => {
      // A tap on a highlight opens it: it is not a tap for the page.
      tapped = null;
      latest.current.onHighlightChosen((event as CustomEvent<{ value: string }>).detail.value);
    });
    host.current?.append(element);

    // The format's reader comes first (open-ebook.ts): the time a book has to open starts once
    // it is in, so a slow network is not taken for a broken book.
    const code = loadEbookCode(format);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = code.then(
      () =>
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new EbookError('The book took too long')),
            OPEN_TIMEOUT_MS + 800,
          );
        }),
    );
    const open = async () => {
      const book = await openEbook(blob, await code);
      if (cancelled()) return;
      await element.open(book);
      latest.current.onRenderer(element.renderer);
      const kept = start.current;
      const wanted = aimed.current;
      const target = reachableAim(element, wanted);
      const atKept: Opening = wanted
        ? { by: 'missed', page: wanted.cfi ? undefined : wanted.page, resumed: kept !== null }
        : { by: 'place', resumed: kept !== null };
      const opening: Opening = target === null ? atKept : { by: 'aim', back: kept };
      latest.current.onOpening(opening, target ?? kept);
      setOpened({ book, toc: book.toc ?? [], openedAt: target ?? kept });
      try {
        await element.init({ lastLocation: target ?? kept, showTextStart: false });
      } catch (error) {
        // A link's place this book does not have (a CFI of another edition): where it was left.
        if (target === null || cancelled()) throw error;
        console.warn('The linked place is not in this book', error);
        latest.current.onOpening({ by: 'missed', page: undefined, resumed: kept !== null }, kept);
        setOpened({ book, toc: book.toc ?? [], openedAt: kept });
        // The failed jump may have left the view half way: the start is shown outright.
        if (kept === null) await element.goTo(0);
        else await element.init({ lastLocation: kept, showTextStart: false });
      }
      // Only once it stands at its first place: a turn or a jump before then would be undone.
      if (cancelled()) return;
      setView(element);
      latest.current.onView(element);
    };
    Promise.race([open(), timeout])
      .catch((error: unknown) => {
        if (cancelled()) return;
        // docs/product.md section 8: logged, and the reader shows the failure text.
        console.error('Failed to load book', error);
        setFailed(true);
      })
      .finally(() => clearTimeout(timer));
    return () => {
      run.cancelled = true;
      element.close();
      element.remove();
    };
  }, [host, blob, format, ready]);

  return { view, opened, failed };
}
