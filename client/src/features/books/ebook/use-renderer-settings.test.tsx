import type { Renderer } from 'foliate-js/view.js';
import { render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EBOOK_SETTINGS } from './ebook-settings';
import { applyRendererSettings } from './use-renderer-settings';
import { useFoliateView } from './use-foliate-view';

const calls: string[] = [];

vi.mock('foliate-js/view.js', () => ({}));
vi.mock('./open-ebook', () => ({
  EbookError: class extends Error {},
  OPEN_TIMEOUT_MS: 4000,
  loadEbookCode: (format: string) => Promise.resolve({ format, code: [] }),
  openEbook: () => Promise.resolve({ sections: [], toc: [] }),
}));

/** foliate-js's paginator as far as the settings go: each attribute set lays the section out. */
function fakePaginator(withStyles = true) {
  const renderer = document.createElement('div') as unknown as Renderer;
  const setAttribute = renderer.setAttribute.bind(renderer);
  renderer.setAttribute = (name: string, value: string) => {
    calls.push(`attribute ${name}`);
    setAttribute(name, value);
  };
  if (withStyles) renderer.setStyles = () => calls.push('styles');
  return renderer;
}

/** A `<foliate-view>` that says when it draws its first section. */
class FakeView extends HTMLElement {
  renderer = fakePaginator();
  book: unknown = null;
  open(book: unknown) {
    this.book = book;
    calls.push('open');
    return Promise.resolve();
  }
  init() {
    calls.push('first section drawn');
    return Promise.resolve();
  }
  close() {
    this.book = null;
  }
}
customElements.define('foliate-view', FakeView);

afterEach(() => {
  calls.length = 0;
});

describe("the e-book reader's settings on foliate-js's renderer", () => {
  it('are given once: the same settings again lay nothing out anew', () => {
    const paginator = fakePaginator();
    applyRendererSettings(paginator, DEFAULT_EBOOK_SETTINGS, 'dark');
    expect(calls).toEqual([
      'attribute flow',
      'attribute gap',
      'attribute max-inline-size',
      'styles',
    ]);
    calls.length = 0;
    applyRendererSettings(paginator, { ...DEFAULT_EBOOK_SETTINGS }, 'dark');
    expect(calls).toEqual([]);
    // What changed, and only that.
    applyRendererSettings(paginator, { ...DEFAULT_EBOOK_SETTINGS, margin: 'wide' }, 'dark');
    expect(calls).toEqual(['attribute gap']);
    calls.length = 0;
    applyRendererSettings(paginator, DEFAULT_EBOOK_SETTINGS, 'light');
    expect(calls).toEqual(['attribute gap', 'styles']);
  });

  it("leave a fixed-layout book's renderer, which takes no stylesheet, without failing", () => {
    const fixedLayout = fakePaginator(false);
    expect(() => applyRendererSettings(fixedLayout, DEFAULT_EBOOK_SETTINGS, 'dark')).not.toThrow();
    expect(fixedLayout.getAttribute('flow')).toBe('paginated');
  });

  it('go on the renderer before the book draws its first section', async () => {
    const noop = () => undefined;
    const blob = new Blob(['book']);
    function Reader() {
      const host = useRef<HTMLDivElement>(null);
      useFoliateView(host, blob, 'epub', true, null, {
        onOpening: noop,
        onPlace: noop,
        onGesture: noop,
        onRenderer: (renderer) => applyRendererSettings(renderer, DEFAULT_EBOOK_SETTINGS, 'dark'),
        onView: () => calls.push('view'),
        onSelection: noop,
        onSectionDrawn: noop,
        onHighlightChosen: noop,
        onKey: noop,
        onTap: noop,
      });
      return <div ref={host} />;
    }
    render(<Reader />);
    await waitFor(() => expect(calls).toContain('view'));
    expect(calls).toEqual([
      'open',
      'attribute flow',
      'attribute gap',
      'attribute max-inline-size',
      'styles',
      'first section drawn',
      'view',
    ]);
  });
});
