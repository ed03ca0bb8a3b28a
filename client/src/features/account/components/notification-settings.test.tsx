import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, sentJson, TEST_USER } from '../../../lib/testing/fetch-mock';
import { renderRoutes, storeSession } from '../../../lib/testing/render-app';
import { NotificationSettings } from './notification-settings';

const renderSettings = () =>
  renderRoutes([{ path: '/account', element: <NotificationSettings /> }], '/account');

describe('NotificationSettings', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession(TEST_USER);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each kind, muted ones unticked, and saves a change at once', async () => {
    const { calls } = mockFetch(
      on('GET', '/api/extensions', { body: { extensions: ['notifications'] } }),
      on('GET', '/api/auth/status', { body: TEST_USER }),
      on('GET', '/api/notifications/settings', { body: { muted: ['like'] } }),
      on('PUT', '/api/notifications/settings', { body: { muted: ['like', 'follower'] } }),
    );
    renderSettings();
    const likes = await screen.findByRole('checkbox', { name: 'Likes on your uploads' });
    expect(likes).not.toBeChecked();
    const followers = screen.getByRole('checkbox', { name: 'New followers' });
    expect(followers).toBeChecked();
    await userEvent.click(followers);
    await waitFor(() => expect(followers).not.toBeChecked());
    const put = calls.find((c) => c.init.method === 'PUT');
    expect(sentJson(put?.init)).toEqual({ muted: ['like', 'follower'] });
    expect(screen.getByRole('status')).toHaveTextContent('New followers: muted.');
  });

  it('offers the kinds about comments only where the provider offers comments too', async () => {
    mockFetch(
      on('GET', '/api/extensions', { body: { extensions: ['notifications'] } }),
      on('GET', '/api/auth/status', { body: TEST_USER }),
      on('GET', '/api/notifications/settings', { body: { muted: [] } }),
    );
    const view = renderSettings();
    await screen.findByRole('checkbox', { name: 'New followers' });
    expect(screen.queryByRole('checkbox', { name: 'Comments on your uploads' })).toBeNull();
    view.unmount();

    mockFetch(
      on('GET', '/api/extensions', { body: { extensions: ['notifications', 'comments'] } }),
      on('GET', '/api/auth/status', { body: TEST_USER }),
      on('GET', '/api/notifications/settings', { body: { muted: ['mention'] } }),
    );
    renderSettings();
    expect(await screen.findByRole('checkbox', { name: 'Comments on your uploads' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Replies to your comments' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mentions of you in comments' })).not.toBeChecked();
  });

  it('puts the box back and says why when saving fails', async () => {
    mockFetch(
      on('GET', '/api/extensions', { body: { extensions: ['notifications'] } }),
      on('GET', '/api/auth/status', { body: TEST_USER }),
      on('GET', '/api/notifications/settings', { body: { muted: [] } }),
      on('PUT', '/api/notifications/settings', { status: 500, body: { message: 'Try later' } }),
    );
    renderSettings();
    const upload = await screen.findByRole('checkbox', {
      name: 'New uploads from creators you follow',
    });
    await userEvent.click(upload);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later');
    expect(upload).toBeChecked();
  });

  it('is not shown against a provider without notifications', async () => {
    const { calls } = mockFetch(
      on('GET', '/api/extensions', { status: 404, body: {} }),
      on('GET', '/api/auth/status', { body: TEST_USER }),
    );
    renderSettings();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/extensions'))).toBe(true));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
