import { Blob as NodeBlob } from 'node:buffer';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveRequest } from '../../lib/offline/save-item';
import { readSavedItems } from '../../lib/offline/saved-index';
import { fakeCaches } from '../../lib/testing/fake-caches';
import { SaveOfflineButton } from './save-offline-button';

const saveRequest = (): Omit<SaveRequest, 'signal' | 'onProgress'> => ({
  item: { kind: 'audio', id: 'a1', title: 'Tide', subtitle: 'Ada', href: '/audio/a1' },
  files: [{ url: 'https://api.test/api/media/a1.mp3' }, { url: 'https://api.test/api/art/a1' }],
  metadata: [],
});

const renderButton = () => render(<SaveOfflineButton kind="audio" id="a1" request={saveRequest} />);

describe('SaveOfflineButton', () => {
  beforeEach(() => {
    // jsdom's Blob is not one Node's Response can carry; the browser's is.
    vi.stubGlobal('Blob', NodeBlob);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says why a download failed, saves nothing, and offers Save offline again', async () => {
    const cache = fakeCaches();
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(new Response('x', { status: url.includes('art') ? 404 : 200 })),
      ),
    );
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Save offline' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Download failed (status 404).');
    expect(screen.getByRole('button', { name: 'Save offline' })).toBeEnabled();
    expect(cache.urls()).toEqual([]);
    expect(readSavedItems()).toEqual([]);
  });

  it('says so when the device has no room left for it', async () => {
    fakeCaches({ failPutOn: 'art' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('data'))),
    );
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Save offline' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not enough storage space on this device to save it.',
    );
    expect(readSavedItems()).toEqual([]);
  });

  it('Cancel stops the download, shows no error and saves nothing', async () => {
    const cache = fakeCaches();
    const fetch = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Save offline' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Saving for offline use' }),
    ).toBeVisible();
    expect(screen.getByText('Saving…')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('button', { name: 'Save offline' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(fetch.mock.calls.map(([, init]) => init?.signal?.aborted)).toEqual([true, true]);
    expect(cache.urls()).toEqual([]);
    expect(readSavedItems()).toEqual([]);
  });

  it('reads "Saved offline" once saved, and Remove download removes it', async () => {
    const cache = fakeCaches();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('data', { headers: { 'Content-Length': '4' } }))),
    );
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Save offline' }));

    expect(await screen.findByText('Saved offline')).toBeVisible();
    expect(readSavedItems().map((item) => [item.id, item.bytes])).toEqual([['a1', 8]]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove download' }));
    expect(await screen.findByRole('button', { name: 'Save offline' })).toBeEnabled();
    expect(cache.urls()).toEqual([]);
  });
});
