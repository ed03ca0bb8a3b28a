import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../../deps.js';
import { createStepProgress } from '../../realtime/step-progress.js';
import { toVideo } from '../content/content.service.js';
import { refund } from '../wallet/wallet.service.js';
import { sniffFile, type SniffedFormat } from './sniff.js';
import { ProbeError, probeVideo } from './video-probe.js';

export interface VideoJob {
  videoId: string;
  userId: string;
  /** The uploader's socket; events to a socket that is gone are simply dropped. */
  socketId: string;
  format: SniffedFormat;
}

/**
 * Processing of a video uploaded with a realtime socket, after the HTTP reply: walks the stored
 * container (the real work), reports steps 0..100, stores the duration and marks the video ready,
 * then sends uploadComplete. If the container does not parse, the record is removed, the price
 * refunded with a ledger entry, the files deleted, and uploadError sent.
 */
export async function processVideo(deps: AppDeps, job: VideoJob): Promise<void> {
  // Videos being processed in this app, so a resume never runs a second job for one.
  const inFlight = deps.videosInProcessing;
  if (inFlight.has(job.videoId)) return;
  inFlight.add(job.videoId);
  try {
    await runJob(deps, job);
  } finally {
    inFlight.delete(job.videoId);
  }
}

async function runJob(deps: AppDeps, job: VideoJob): Promise<void> {
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
    // The fault lab's processing-fails scenario stops the job here, as a failing step would.
    if (deps.faults.processingShouldFail()) {
      throw new ProbeError('processing stopped while reading the video structure');
    }
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
    const reason = error instanceof ProbeError ? error.message : 'the file could not be read';
    deps.logger.warn({ videoId: job.videoId, err: error }, 'video processing failed');
    const index = store.data.videos.findIndex((v) => v._id === job.videoId);
    if (index >= 0) {
      // Remove and refund in one synchronous step: nothing kept, nothing charged.
      store.data.videos.splice(index, 1);
      refund(store, job.userId, job.videoId);
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

/**
 * Videos still "processing" when the app is built were cut off by a restart: their sockets are
 * gone, so they are processed again without events (ready with a duration, or removed and
 * refunded), rather than staying "processing" for ever.
 */
export async function resumeInterruptedProcessing(deps: AppDeps): Promise<void> {
  const stuck = deps.store.data.videos.filter((v) => v.status === 'processing');
  for (const video of stuck) {
    const file = path.join(deps.store.mediaDir, ...video.videoFile.split('/'));
    const sniffed = await sniffFile(file).catch(() => null);
    await processVideo(deps, {
      videoId: video._id,
      userId: video.uploaderId,
      socketId: '',
      format: sniffed?.format ?? 'mp4',
    });
  }
}
