import type { View } from 'foliate-js/view.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reachableAim, type EbookAim, type Opening } from './ebook-aim';
import type { EbookPlace } from './use-foliate-view';

/**
 * How the book opened (at a link's place, where the reader left off, or at the start) and the
 * note that says so, until the reader moves on. At a link's place (a comment's, decision 0436) the
 * reader's own place is not overwritten: reports are held until the reader turns, jumps, or
 * swipes or scrolls the book away from it. A link followed while the book is open goes there.
 */
export function useEbookOpening(
  aim: EbookAim | undefined,
  keep: (cfi: string, fraction: number) => void,
  /** Another device's place (the provider's, newer than this browser's). */
  remotePlace: string | null,
) {
  // The view once it stands at its first place (useFoliateView says so through onView).
  const [view, onView] = useState<View | null>(null);
  const [opening, setOpening] = useState<Opening | null>(null);
  const [noteShown, setNoteShown] = useState(true);
  const current = useRef<Opening | null>(null);
  // Held: the book stands at a link's place. `touched`: the reader swiped or scrolled it since;
  // `cfi`: the last place reported while held (a new layout may report the same passage again).
  const hold = useRef({ active: false, touched: false, cfi: null as string | null });
  const moved = useRef(false);
  const lastKept = useRef<string | null>(null);

  // Where the book opened (`at`, said as it opens), so another device's same place is no news.
  const [openedAt, setOpenedAt] = useState<string | null>(null);

  /** Called as the book opens (`at`: where), before its first place is reported, or a link's. */
  const onOpening = useCallback((next: Opening, at?: string | null) => {
    if (at !== undefined) setOpenedAt(at);
    current.current = next;
    hold.current = { active: next.by === 'aim', touched: false, cfi: null };
    if (next.by === 'aim') lastKept.current = next.back;
    setOpening(next);
    setNoteShown(true);
  }, []);

  /** A place reported: kept, unless the book stands at a link's place the reader has not left. */
  const onPlace = (place: EbookPlace) => {
    const held = hold.current;
    if (held.active) {
      const left = held.touched && held.cfi !== null && place.cfi !== held.cfi;
      if (!left) {
        held.cfi = place.cfi;
        return;
      }
      held.active = false;
      moved.current = true;
      setNoteShown(false);
    }
    lastKept.current = place.cfi;
    // Opened at the start and not moved from it: nothing of the reader's to keep. Kept, the first
    // page (a title page the book counts as 13% read) came back as "Resumed at 13%".
    const opened = current.current;
    if (opened?.by === 'place' && !opened.resumed && !moved.current && !held.touched) return;
    keep(place.cfi, place.fraction);
  };

  /** The reader touched the book (a swipe or a scroll may follow). */
  const onGesture = useCallback(() => {
    hold.current.touched = true;
  }, []);

  /** The reader moved (a turn, a jump): the note has served, the place is theirs to keep. */
  const moveOn = useCallback(() => {
    moved.current = true;
    hold.current.active = false;
    setNoteShown(false);
  }, []);

  // A link followed while the book is open (a comment's place, under the book): go there.
  const followed = useRef(aim?.key);
  useEffect(() => {
    if (!view || !aim || followed.current === aim.key) return;
    followed.current = aim.key;
    const target = reachableAim(view, aim);
    if (target === null) return;
    // Back goes where the reader was before the first link, however many were followed since.
    const was = current.current;
    onOpening({
      by: 'aim',
      back: was?.by === 'aim' && hold.current.active ? was.back : lastKept.current,
    });
    void view.goTo(target);
  }, [view, aim, onOpening]);

  // Another device's place arriving after the book opened: go there once, unless the reader has
  // already moved here, or came for a link's place.
  const linked = opening?.by === 'aim';
  useEffect(() => {
    if (!view || !remotePlace || moved.current || linked || remotePlace === openedAt) return;
    moved.current = true;
    onOpening({ by: 'place', resumed: true });
    void view.goTo(remotePlace);
  }, [view, remotePlace, openedAt, linked, onOpening]);

  return { opening, noteShown, onOpening, onPlace, onGesture, onView, moveOn };
}
