import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, sentJson, TEST_USER } from '../../../lib/testing/fetch-mock';
import { renderRoutes, storeSession } from '../../../lib/testing/render-app';
import { ItemCaptionsPage } from './item-captions-page';

const ID = 'b'.repeat(24);
const mine = {
  videos: [{ _id: ID, title: 'First Light' }].map((v) => ({
    ...v,
    description: '',
    tags: [],
    views: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    videoUrl: '/media/videos/x.mp4',
    uploadedBy: { name: 'Ada' },
  })),
  music: [],
  books: [],
  stories: [],
  poems: [],
};
const english = { language: 'en', label: 'English', url: '/media/captions/en.vtt', updatedAt: '' };
const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\nBonjour\n';

function provider(tracks: unknown[]) {
  return mockFetch(
    on('GET', '/api/auth/status', { body: TEST_USER }),
    on('GET', '/api/extensions', { body: { extensions: ['captions'] } }),
    on('GET', '/api/uploads/mine', { body: mine }),
    on('GET', `/api/videos/${ID}/captions`, () => ({ body: { tracks } })),
    on('GET', `/api/videos/${ID}/chapters`, { body: { chapters: [] } }),
    on('GET', `/api/videos/${ID}/storyboard`, { body: { storyboard: null } }),
    on('POST', `/api/videos/${ID}/captions`, () => {
      tracks.push({ ...english, language: 'fr', label: 'Français' });
      return { status: 201, body: { ...english, language: 'fr', label: 'Français' } };
    }),
    on('DELETE', `/api/videos/${ID}/captions/en`, () => {
      tracks.splice(0, 1);
      return { body: { language: 'en', deleted: true } };
    }),
    on('PUT', `/api/videos/${ID}/chapters`, {
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'No' },
    }),
  );
}

const renderPage = () => {
  storeSession(TEST_USER);
  return renderRoutes(
    [{ path: '/my-uploads/:kind/:id/captions', element: <ItemCaptionsPage /> }],
    `/my-uploads/video/${ID}/captions`,
  );
};

afterEach(() => vi.unstubAllGlobals());

describe('captions and chapters of an upload', () => {
  it('adds a file in a new language and removes one, asking first', async () => {
    const { calls } = provider([english]);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('link', { name: 'First Light' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Language'), 'fr');
    await user.upload(
      screen.getByLabelText(/^File/),
      new File([VTT], 'fr.vtt', { type: 'text/vtt' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add the file' }));
    expect(await screen.findByText('The fr file was added.')).toBeInTheDocument();
    const sent = calls.find((call) => call.init.method === 'POST');
    expect(sentJson(sent?.init)).toEqual({ language: 'fr', text: VTT });
    expect(await screen.findByText('Français')).toBeInTheDocument();

    const tracks = screen.getByRole('list');
    await user.click(within(tracks).getAllByRole('button', { name: 'Remove…' })[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Remove the English file' }));
    await waitFor(() => expect(screen.queryByText('English')).not.toBeInTheDocument());
  });

  it('says which line of a file is wrong before sending it, and a chapter line that is not one', async () => {
    const { calls } = provider([]);
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Language'), 'de');
    await user.upload(
      screen.getByLabelText(/^File/),
      new File(['WEBVTT\n\n00:00.000 --> 00:0x.000\nHallo\n'], 'de.vtt', { type: 'text/vtt' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add the file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('de.vtt: Line 3:');
    await user.type(await screen.findByLabelText('Chapters, one per line'), '0:00 One\ntwo');
    await user.click(screen.getByRole('button', { name: 'Save the chapters' }));
    expect(screen.getByLabelText('Chapters, one per line')).toHaveAccessibleDescription(/Line 2:/);
    expect(calls.filter((call) => call.init.method && call.init.method !== 'GET')).toEqual([]);
  });
});
