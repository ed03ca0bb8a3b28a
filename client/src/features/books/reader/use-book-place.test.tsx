import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readResume } from '../../../lib/playback/resume-store';
import { PageJump } from './page-jump';
import { useBookPlace, ZOOM_MODE_KEY } from './use-book-place';

beforeEach(() => localStorage.clear());

describe('useBookPlace', () => {
  it('reopens a book at the last page read, per book', () => {
    const { result: first, unmount: unmountFirst } = renderHook(() => useBookPlace('book-a'));
    expect(first.current.page).toBe(1);
    expect(first.current.resumedAt).toBeNull();
    act(() => first.current.setPage(7));
    expect(readResume('books', 'book-a')).toBe(7);
    unmountFirst();

    const { result: again } = renderHook(() => useBookPlace('book-a'));
    expect(again.current.page).toBe(7);
    expect(again.current.resumedAt).toBe(7);
    expect(renderHook(() => useBookPlace('book-b')).result.current.page).toBe(1);

    act(() => again.current.startOver());
    expect(again.current.page).toBe(1);
    expect(again.current.resumedAt).toBeNull();
    expect(readResume('books', 'book-a')).toBeUndefined();
  });

  it('drops the "Resumed at page" note once the reader turns a page', () => {
    const { result: first, unmount: unmountFirst } = renderHook(() => useBookPlace('book-a'));
    act(() => first.current.setPage(4));
    unmountFirst();
    const { result: again } = renderHook(() => useBookPlace('book-a'));
    expect(again.current.resumedAt).toBe(4);
    act(() => again.current.setPage((current) => Math.min(current, 10)));
    expect(again.current.resumedAt).toBe(4);
    act(() => again.current.turnTo(5));
    expect(again.current.page).toBe(5);
    expect(again.current.resumedAt).toBeNull();
    expect(readResume('books', 'book-a')).toBe(5);
  });

  it('keeps the zoom mode across books and visits', () => {
    const { result: first, unmount: unmountFirst } = renderHook(() => useBookPlace('book-a'));
    expect(first.current.zoomMode).toEqual({ fit: true, zoom: 1 });
    act(() => first.current.setZoomMode({ fit: false, zoom: 1.4 }));
    unmountFirst();
    expect(renderHook(() => useBookPlace('book-b')).result.current.zoomMode).toEqual({
      fit: false,
      zoom: 1.4,
    });
    localStorage.setItem(ZOOM_MODE_KEY, '{"fit":false,"zoom":9}');
    expect(renderHook(() => useBookPlace('book-c')).result.current.zoomMode.fit).toBe(true);
  });
});

describe('PageJump', () => {
  it('goes to the typed page, clamped to the book', async () => {
    const onJump = vi.fn();
    const user = userEvent.setup();
    render(<PageJump page={2} total={12} onJump={onJump} />);
    const field = screen.getByRole('spinbutton', { name: 'Go to page' });
    await user.clear(field);
    await user.type(field, '9{Enter}');
    expect(onJump).toHaveBeenLastCalledWith(9);
    await user.clear(field);
    await user.type(field, '40{Enter}');
    expect(onJump).toHaveBeenLastCalledWith(12);
    expect(field).toHaveValue(12);
    onJump.mockClear();
    await user.clear(field);
    await user.tab();
    expect(field).toHaveValue(2);
    expect(onJump).not.toHaveBeenCalled();
  });

  // user-event's Enter dispatches submit itself; a browser's implicit submission goes through
  // requestSubmit(), which validates the field first (min and max) and may not submit at all.
  const pressEnter = (field: HTMLElement) =>
    act(() => (field as HTMLInputElement).form?.requestSubmit());

  it('treats Enter as leaving the field: past the end goes to the last page, empty restores', async () => {
    const onJump = vi.fn();
    const user = userEvent.setup();
    render(<PageJump page={2} total={12} onJump={onJump} />);
    const field = screen.getByRole('spinbutton', { name: 'Go to page' });
    await user.clear(field);
    await user.type(field, '99');
    pressEnter(field);
    expect(onJump).toHaveBeenLastCalledWith(12);
    expect(field).toHaveValue(12);

    await user.clear(field);
    await user.type(field, '0');
    pressEnter(field);
    expect(onJump).toHaveBeenLastCalledWith(1);
    expect(field).toHaveValue(1);

    onJump.mockClear();
    await user.clear(field);
    pressEnter(field);
    expect(field).toHaveValue(2);
    expect(onJump).not.toHaveBeenCalled();
  });
});
