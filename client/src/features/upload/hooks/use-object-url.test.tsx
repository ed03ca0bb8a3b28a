import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useObjectUrl } from './use-object-url';

// jsdom's File is not a Blob Node's URL.createObjectURL accepts: count URLs made and revoked.
let made: string[] = [];
let revoked: string[] = [];
const live = () => made.filter((url) => !revoked.includes(url));
let createObjectUrl: MockInstance<typeof URL.createObjectURL>;

beforeEach(() => {
  made = [];
  revoked = [];
  createObjectUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:preview-${made.length + 1}`;
    made.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => {
    revoked.push(url);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const first = new File(['a'], 'first.mp4', { type: 'video/mp4' });
const second = new File(['b'], 'second.png', { type: 'image/png' });

function renderUrl(file: File | null) {
  return renderHook(({ file: current }) => useObjectUrl(current), {
    initialProps: { file },
    reactStrictMode: true,
  });
}

describe('useObjectUrl', () => {
  it('gives one live URL for the file, even under StrictMode double effects', () => {
    const { result } = renderUrl(first);
    expect(result.current).not.toBeNull();
    expect(live()).toEqual([result.current]);
  });

  it('revokes the old URL when the file changes and gives the new one', () => {
    const { result, rerender } = renderUrl(first);
    const before = result.current;
    rerender({ file: second });
    expect(result.current).not.toBeNull();
    expect(result.current).not.toBe(before);
    expect(revoked).toContain(before);
    expect(live()).toEqual([result.current]);
  });

  it('revokes its URL when the file is cleared and when the component unmounts', () => {
    const { result, rerender, unmount } = renderUrl(first);
    rerender({ file: null });
    expect(result.current).toBeNull();
    expect(live()).toEqual([]);

    rerender({ file: second });
    expect(live()).toEqual([result.current]);
    unmount();
    expect(live()).toEqual([]);
  });

  it('makes no URL without a file', () => {
    const { result } = renderUrl(null);
    expect(result.current).toBeNull();
    expect(made).toEqual([]);
  });

  it('shows no preview when the browser cannot make a URL for the file', () => {
    createObjectUrl.mockImplementation(() => {
      throw new TypeError('Overload resolution failed');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderUrl(first);
    expect(result.current).toBeNull();
    expect(warn).toHaveBeenCalledWith('No preview for this file', expect.any(TypeError));
  });
});
