import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../../deps.js';
import { createStepProgress } from '../../realtime/step-progress.js';
import { toVideo } from '../content/serializers.js';
import { refund } from './charge.js';
import type { SniffedFormat } from './sniff.js';
import { probeVideo } from './video-probe.js';

export interface VideoJob {
  videoId: string;
  userId: string;
  socketId: string;
  /** What was debited, given back if processing fails. */
  price: number;
  format: SniffedFormat;
}

/**
 * Processing of a video uploaded with a realtime socket, after the HTTP reply: walks the stored
 * container (the real work), reports steps 0..100, stores the duration and marks the video ready,
 * then sends uploadComplete. If the container does not parse, the record is removed, the price
 * refunded with a ledger entry, the files deleted, and uploadError sent.
 */
export async function processVideo(deps: AppDeps, job: VideoJob): Promise<void> {
  const { store, hub } = deps;
  const steps = createStepProgress(hub, job.socketId, job.userId);
  const record = store.data.videos.find((v) => v._id === job.videoId);
  if (!record) return;
  const file = path.join(store.mediaDir, ...record.videoFile.split('/'));
  try {
    steps.step(0, 'Checking the video container');
    const { duration } = await probeVideo(file, job.format, (fraction) =>
      steps.step(5 + fraction * 80, 'Reading the video structure'),
    );
    steps.step(90, 'Publishing');
    const current = store.data.videos.find((v) => v._id === job.videoId);
    if (!current) return;
    current.status = 'ready';
    if (duration !== undefined) current.duration = duration;
    await store.write();
    steps.step(100, 'Ready');
    hub.emitToUserSocket(job.socketId, job.userId, 'uploadComplete', {
      message: 'Your video is processed and now available.',
      video: toVideo(store, current),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown error';
    deps.logger.warn({ videoId: job.videoId, reason }, 'video processing failed');
    const index = store.data.videos.findIndex((v) => v._id === job.videoId);
    if (index >= 0) {
      // Remove and refund in one synchronous step, so the refund happens exactly once.
      store.data.videos.splice(index, 1);
      refund(store, job.userId, job.price, job.videoId);
    }
    await store.write();
    const files = [record.videoFile, record.thumbnailFile].filter((f): f is string => !!f);
    await Promise.all(
      files.map((f) => unlink(path.join(store.mediaDir, ...f.split('/'))).catch(() => undefined)),
    );
    hub.emitToUserSocket(job.socketId, job.userId, 'uploadError', {
      error: `The video could not be processed: ${reason}`,
    });
  }
}
