import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredPart, preloadDeferredParts } from './deferred-part';

interface PartProps {
  label: string;
  onPress: () => void;
}

function Part({ label, onPress }: PartProps) {
  return (
    <button type="button" onClick={onPress}>
      {label}
    </button>
  );
}
const chunk = { Part };
type Chunk = typeof chunk;

/** A page with a deferred part below its own content, and a counter that draws the page again. */
function Page({ Deferred, onPress }: { Deferred: ComponentType<PartProps>; onPress: () => void }) {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Item</h1>
      <button type="button" onClick={() => setCount(count + 1)}>
        Drawn {count}
      </button>
      <Deferred label="Share" onPress={onPress} />
    </main>
  );
}

/** The page as the web server streams it: all of it, lazy parts included, once they are ready. */
async function serverHtml(onPress: () => void): Promise<string> {
  const Deferred = deferredPart(
    () => Promise.resolve(chunk),
    (c) => c.Part,
    'The part',
  );
  const { prelude } = await prerender(<Page Deferred={Deferred} onPress={onPress} />);
  return new Response(prelude).text();
}

/** A chunk the test lets arrive when it wants. */
function gatedChunk() {
  let arrive: (value: Chunk) => void = () => undefined;
  const promise = new Promise<Chunk>((resolve) => {
    arrive = resolve;
  });
  return { load: () => promise, arrive };
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('deferredPart', () => {
  it('is in the server-rendered page, kept while its code loads, and hydrated in place when it comes', async () => {
    const html = await serverHtml(() => undefined);
    expect(html).toContain('>Share</button>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverButton = screen.getByRole('button', { name: 'Share' });
    const errors = vi.spyOn(console, 'error');
    const pressed = vi.fn();
    const { load, arrive } = gatedChunk();
    const Deferred = deferredPart(load, (c) => c.Part, 'The part');
    await act(async () => {
      root = hydrateRoot(container, <Page Deferred={Deferred} onPress={pressed} />);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // The page around it is live; the part is the server's markup, not yet hydrated.
    fireEvent.click(screen.getByRole('button', { name: 'Drawn 0' }));
    expect(await screen.findByRole('button', { name: 'Drawn 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBe(serverButton);
    fireEvent.click(serverButton);
    expect(pressed).not.toHaveBeenCalled();

    await act(async () => {
      arrive(chunk);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // The same element, now answering: hydrated, not drawn anew.
    expect(screen.getByRole('button', { name: 'Share' })).toBe(serverButton);
    fireEvent.click(serverButton);
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it('draws nothing in its place until its code is in, on a page the browser draws', async () => {
    const { load, arrive } = gatedChunk();
    const Deferred = deferredPart(load, (c) => c.Part, 'The part');
    render(<Page Deferred={Deferred} onPress={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Item' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    await act(() => {
      arrive(chunk);
      return Promise.resolve();
    });
    expect(await screen.findByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('draws the part at once once its code has come (another visit, or preloaded for renderToString)', async () => {
    const load = vi.fn(() => Promise.resolve(chunk));
    const Deferred = deferredPart(load, (c) => c.Part, 'The part');
    await preloadDeferredParts();
    render(<Page Deferred={Deferred} onPress={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves the page working without the part when its code cannot load, and says which part', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Deferred = deferredPart<Chunk, PartProps>(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      (c) => c.Part,
      'The part',
    );
    render(<Page Deferred={Deferred} onPress={() => undefined} />);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('The part did not load', expect.any(TypeError)),
    );
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Drawn 0' }));
    expect(screen.getByRole('button', { name: 'Drawn 1' })).toBeInTheDocument();
  });
});
