import {
  COMMENT_NOTIFICATION_KINDS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@inkreel/shared';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { FormFailure } from '../../../components/ui/form-failure';
import { useExtension } from '../../../lib/api/extensions';
import { accountFailureText } from '../account-errors';
import { putMuted, SETTINGS_KEY, useNotificationSettings } from '../api/notification-settings';
import { AccountSection } from './account-section';

const LABELS: Record<NotificationKind, string> = {
  follower: 'New followers',
  like: 'Likes on your uploads',
  upload: 'New uploads from creators you follow',
  processed: 'Your video is processed and published',
  'processing-failed': 'Your video could not be processed',
  comment: 'Comments on your uploads',
  reply: 'Replies to your comments',
  mention: 'Mentions of you in comments',
};

/**
 * Per kind of notification, show or mute (docs/product.md section 10); each change is saved at
 * once. Only where the provider offers notifications.
 */
export function NotificationSettings() {
  const offered = useExtension('notifications');
  // The kinds about comments only where the provider offers comments too.
  const comments = useExtension('comments', offered);
  const { data } = useNotificationSettings(offered);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const { mutate } = useSWRConfig();
  if (!offered || !data) return null;

  async function toggle(kind: NotificationKind, show: boolean) {
    setFailure(null);
    setSaved('');
    const muted = show
      ? (data?.muted ?? []).filter((k) => k !== kind)
      : [...(data?.muted ?? []), kind];
    try {
      await mutate(SETTINGS_KEY, putMuted(muted), {
        optimisticData: { muted },
        rollbackOnError: true,
        revalidate: false,
      });
      setSaved(`${LABELS[kind]}: ${show ? 'shown' : 'muted'}.`);
    } catch (err) {
      setFailure(accountFailureText(err));
    }
  }

  return (
    <AccountSection
      id="account-notifications-title"
      title="Notifications"
      intro="What the bell tells you about. A muted kind is not kept for you."
    >
      <FormFailure text={failure} />
      <ul className="notification-kinds">
        {NOTIFICATION_KINDS.filter(
          (kind) => comments || !COMMENT_NOTIFICATION_KINDS.includes(kind),
        ).map((kind) => (
          <li key={kind}>
            <label className="checkbox-row">
              <input
                type="checkbox"
                checked={!data.muted.includes(kind)}
                onChange={(event) => void toggle(kind, event.currentTarget.checked)}
              />
              <span>{LABELS[kind]}</span>
            </label>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {saved}
      </p>
    </AccountSection>
  );
}
