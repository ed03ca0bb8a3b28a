import { describe, expect, it } from 'vitest';
import type { View } from 'foliate-js/view.js';
import { aimTarget, openingNote, pageHref, reachableAim } from './ebook-aim';

const book = {
  pageList: [
    { label: 'ii', href: 'front.xhtml#ii' },
    { label: ' 12 ', href: 'ch2.xhtml#p12' },
  ],
};

describe('a link’s place in a reflowable book', () => {
  it('is the CFI a comment recorded, else the print page the book marks', () => {
    const cfi = 'epubcfi(/6/8!/4/2/10/1:42)';
    expect(aimTarget(book, { cfi, page: 12, key: 'a' })).toBe(cfi);
    expect(aimTarget(book, { page: 12, key: 'a' })).toBe('ch2.xhtml#p12');
    expect(pageHref(book, 13)).toBeUndefined();
    expect(aimTarget(book, { page: 13, key: 'a' })).toBeNull();
    expect(aimTarget({}, { page: 12, key: 'a' })).toBeNull();
    expect(aimTarget(book, undefined)).toBeNull();
  });

  it('is none when it names a section past the book’s last (a CFI of another edition)', () => {
    const view = (index: number | undefined) =>
      ({
        book: { ...book, sections: [{}, {}, {}] },
        resolveNavigation: () => (index === undefined ? undefined : { index }),
      }) as unknown as View;
    const aim = { cfi: 'epubcfi(/6/4!/4/2)', key: 'a' };
    expect(reachableAim(view(1), aim)).toBe(aim.cfi);
    expect(reachableAim(view(48), aim)).toBeNull();
    expect(reachableAim(view(undefined), aim)).toBeNull();
    expect(reachableAim(view(1), { page: 13, key: 'a' })).toBeNull();
  });

  it('is said over the book, with the way back to where the reader was', () => {
    expect(openingNote({ by: 'aim', back: 'epubcfi(/6/4!/4/2)' }, 0.34)).toEqual({
      text: "Opened at the comment's place",
      action: 'back',
      label: 'Back to where you were',
    });
    expect(openingNote({ by: 'aim', back: null }, 0.34)).toMatchObject({
      action: 'start',
      label: 'Go to the start',
    });
    expect(openingNote({ by: 'missed', page: 13, resumed: true }, 0.5)?.text).toBe(
      'This book marks no page 13 · Resumed at 50%',
    );
    expect(openingNote({ by: 'missed', page: undefined, resumed: false }, 0)?.text).toBe(
      "The comment's place is not in this book",
    );
    expect(openingNote({ by: 'place', resumed: true }, 0.42)?.text).toBe('Resumed at 42%');
    expect(openingNote({ by: 'place', resumed: true }, 0)).toBeNull();
    expect(openingNote({ by: 'place', resumed: false }, 0.42)).toBeNull();
  });
});
