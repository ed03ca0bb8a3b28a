import type { MyUploads } from '@inkreel/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  mockFetch,
  on,
  sentJson,
  TEST_USER,
  type MockReply,
} from '../../../lib/testing/fetch-mock';
import { renderRoutes, storeSession } from '../../../lib/testing/render-app';
import { EditUploadPage } from './edit-upload-page';

const ID = 'c'.repeat(24);
const uploader = { _id: TEST_USER._id, name: TEST_USER.name };
const VIDEO = {
  _id: ID,
  title: 'Sunest',
  description: 'A short clip',
  tags: ['sea'],
  views: 3,
  createdAt: '2026-02-01T10:00:00.000Z',
  videoUrl: `/media/videos/${ID}.mp4`,
  uploadedBy: uploader,
  visibility: 'public' as const,
  version: 2,
};
const uploads = (video: typeof VIDEO): MyUploads => ({
  videos: [video],
  music: [],
  books: [],
  stories: [],
  poems: [],
});

function showEdit(patch: MockReply | (() => MockReply)) {
  let current = VIDEO;
  const fetched = mockFetch(
    on('GET', '/api/auth/status', { body: TEST_USER }),
    on('GET', '/api/uploads/mine', () => ({ body: uploads(current) })),
    on('PATCH', `/api/videos/${ID}`, () => {
      const reply = typeof patch === 'function' ? patch() : patch;
      if ((reply.status ?? 200) === 200) current = reply.body as typeof VIDEO;
      return reply;
    }),
    on('GET', '/api/subscriptions/plans', { body: {} }),
  );
  renderRoutes(
    [{ path: '/my-uploads/:kind/:id/edit', element: <EditUploadPage /> }],
    `/my-uploads/video/${ID}/edit`,
  );
  return fetched;
}

beforeEach(() => storeSession(TEST_USER));
afterEach(() => vi.unstubAllGlobals());

describe('EditUploadPage', () => {
  it('sends only what changed, with the version it opened, and says the changes are saved', async () => {
    const user = userEvent.setup();
    const { calls } = showEdit({
      body: { ...VIDEO, title: 'Sunset', tags: ['sea', 'dusk'], version: 3 },
    });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Sunest');
    expect(screen.getByRole('textbox', { name: 'Tags' })).toHaveValue('sea');
    expect(screen.getByRole('radio', { name: /Public/ })).toBeChecked();
    await user.clear(title);
    await user.type(title, 'Sunset');
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), ', dusk');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    const patch = calls.find((c) => c.init.method === 'PATCH');
    expect(sentJson(patch?.init)).toEqual({ title: 'Sunset', tags: 'sea, dusk' });
    expect(new Headers(patch?.init.headers).get('If-Match')).toBe('"2"');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Sunset'),
    );
  });

  it("checks the upload form's rules before sending, and says nothing changed", async () => {
    const user = userEvent.setup();
    const { calls } = showEdit({ body: VIDEO });
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing has changed yet.');
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Title is required',
    );
    expect(calls.some((c) => c.init.method === 'PATCH')).toBe(false);
  });

  it('says when the upload changed since it was opened, and reloads it', async () => {
    const user = userEvent.setup();
    showEdit({
      status: 412,
      body: { code: 'ITEM_CHANGED', message: 'This item changed', version: 3 },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), ' at dusk');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This upload changed since you opened it, perhaps in another tab. Reload it to see the changes, then edit again.',
    );
    expect(screen.getByRole('button', { name: 'Reload this upload' })).toBeInTheDocument();
  });

  it("shows the server's field messages beside the fields", async () => {
    const user = userEvent.setup();
    showEdit({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid body.title',
        issues: [{ path: 'body.title', message: 'Title must be at most 200 characters' }],
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
        'Title must be at most 200 characters',
      ),
    );
  });
});
