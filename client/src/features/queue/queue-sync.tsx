import { queueCalls, type Queue } from '@inkreel/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { request } from '../../lib/api/api-client';
import { useExtension } from '../../lib/api/extensions';
import { mergeQueues } from '../../lib/queue/queue-merge';
import { getSnapshot, onQueueChange, replaceQueue, subscribe } from '../../lib/queue/queue-store';
import { ContinuePrompt } from './continue-prompt';
import {
  conflictQueue,
  deviceId,
  differsFrom,
  fromRemote,
  keepSynced,
  readSynced,
  toWrite,
} from './remote-queue';

/** Whether this browser's queue holds anything. */
const hasQueue = () => getSnapshot().queue.items.length > 0;

/** Changes go to the provider this long after the last one (a burst of edits is one write). */
const WRITE_AFTER_MS = 800;

/**
 * The signed-in user's queue on the provider (feature `queue`, issue 55): read when the app
 * starts and when its tab comes back, written after each change and when playback pauses. A write
 * from an older version is refused (409) with the provider's queue, merged with this one
 * (lib/queue/queue-merge.ts: no entry lost or doubled) and sent again. A queue another device
 * wrote last, met here with nothing of its own, is offered: "Continue where you left off".
 */
export function QueueSync({ userId }: { userId: string }) {
  const offered = useExtension('queue');
  const [offer, setOffer] = useState<Queue | null>(null);

  useEffect(() => {
    if (!offered) return;
    const me = deviceId();
    // What the provider had when this browser last synced, kept across reloads (remote-queue.ts).
    let base: Queue | null = readSynced(userId);
    const synced = (queue: Queue) => {
      base = queue;
      keepSynced(userId, queue);
    };
    let timer: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;

    const write = async (attempt = 0): Promise<void> => {
      const local = getSnapshot().queue;
      try {
        synced(await request(queueCalls.put, { body: toWrite(local, base?.version ?? 0, me) }));
      } catch (error) {
        const theirs = conflictQueue(error);
        if (!theirs || attempt > 3 || stopped) return;
        replaceQueue(
          mergeQueues(base && fromRemote(base), getSnapshot().queue, fromRemote(theirs)),
        );
        synced(theirs);
        await write(attempt + 1);
      }
    };
    const writeSoon = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void write(), WRITE_AFTER_MS);
    };
    const read = async (first: boolean) => {
      const theirs = await request(queueCalls.get).catch(() => null);
      if (!theirs || stopped) return;
      const local = getSnapshot().queue;
      const elsewhere = theirs.deviceId !== undefined && theirs.deviceId !== me;
      if (first && elsewhere && theirs.current !== null && local.items.length === 0) {
        synced(theirs);
        setOffer(theirs);
        return;
      }
      // Nothing written elsewhere since: what changed here (a write not sent before a reload) goes.
      if (base?.version === theirs.version) {
        if (differsFrom(local, theirs)) writeSoon();
        return;
      }
      const merged = mergeQueues(base && fromRemote(base), local, fromRemote(theirs));
      synced(theirs);
      replaceQueue(merged);
      if (differsFrom(merged, theirs)) writeSoon();
    };

    void read(true);
    const offChange = onQueueChange(writeSoon);
    let wasPlaying = getSnapshot().playing;
    const offPlay = subscribe(() => {
      const { playing } = getSnapshot();
      if (wasPlaying && !playing) writeSoon();
      wasPlaying = playing;
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') void read(false);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      offChange();
      offPlay();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [offered, userId]);

  // Playing something here first answers the offer: it would bring back another device's place
  // over what this one now plays (a list's "Play all" left the offer up, over its own player).
  const queuedHere = useSyncExternalStore(subscribe, hasQueue, () => false);
  useEffect(() => {
    if (!offer) return;
    return subscribe(() => {
      if (hasQueue()) setOffer(null);
    });
  }, [offer]);

  if (!offer || queuedHere) return null;
  return (
    <ContinuePrompt
      queue={offer}
      onContinue={() => {
        replaceQueue(fromRemote(offer));
        setOffer(null);
      }}
      onDismiss={() => setOffer(null)}
    />
  );
}
