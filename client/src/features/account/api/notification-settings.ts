import {
  buildUrl,
  notificationCalls,
  type NotificationKind,
  type NotificationSettings,
} from '@inkreel/shared';
import useSWR from 'swr';
import { request } from '../../../lib/api/api-client';

export const SETTINGS_KEY = buildUrl(notificationCalls.settings);

/** GET /api/notifications/settings: the kinds the account mutes. */
export function useNotificationSettings(enabled: boolean) {
  return useSWR<NotificationSettings, Error>(enabled ? SETTINGS_KEY : null, () =>
    request(notificationCalls.settings),
  );
}

/** PUT /api/notifications/settings. */
export const putMuted = (muted: NotificationKind[]) =>
  request(notificationCalls.saveSettings, { body: { muted } });
