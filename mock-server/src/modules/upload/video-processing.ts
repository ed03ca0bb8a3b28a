import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { VideoRecord } from '../../db/schema.js';
import { isPublic, toVideo } from '../content/content.service.js';
import { announceUpload } from '../creators/creators.service.js';
import { notify } from '../notifications/notifications.service.js';
import { refund } from '../wallet/wallet.service.js';
import { sniffFile, type SniffedFormat } from './sniff.js';
import type { UploadDeps } from './upload-deps.js';
import { PROCESSING_STEPS, type UploadTracker } from './upload-stages.js';
import { ProbeError, probeVideo } from './video-probe.js';

/** Ticks per step: enough for a visible timeline, few enough not to flood the socket. */
const TICKS = 4;

export interface VideoJob {
  videoId: string;
  userId: string;
  /** The socket the upload named, echoed in the events (they go to all the user's sockets). */
  socketId?: string;
  format: SniffedFormat;
}

/**
 * Processing of a video uploaded with a realtime socket, after the HTTP reply: walks the stored
 * container (the real work), reports its steps spread over PROCESSING_MS (three times that in the
 * slow-network scenario), as a real provider's transcoding takes time; stores the duration and
 * marks the video ready, then sends uploadComplete. If the container does not parse, the record
 * is removed, the price refunded with a ledger entry, the files deleted, and uploadError sent.
 */
export async function processVideo(deps: UploadDeps, job: VideoJob): Promise<void> {
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

async function runJob(deps: UploadDeps, job: VideoJob): Promise<void> {
  const { store } = deps;
  const track = deps.uploads.track(job.videoId, job.userId, job.socketId);
  const record = store.data.videos.find((v) => v._id === job.videoId);
  if (!record) return;
  const file = path.join(store.mediaDir, ...record.videoFile.split('/'));
  const budgetMs = deps.env.PROCESSING_MS * (deps.faults.is('slow-network') ? 3 : 1);
  /** The rest of step `index` from `from` percent, paced over its share of the budget. */
  const pace = async (index: number, from: number) => {
    const tick = (budgetMs * (PROCESSING_STEPS[index]?.share ?? 0)) / TICKS;
    for (let i = 1; i <= TICKS; i += 1) {
      await sleep(tick);
      track.step(index, from + ((100 - from) * i) / TICKS);
    }
  };
  try {
    track.step(0, 0);
    await pace(0, 0);
    const { duration } = await probeVideo(file, job.format, (fraction) =>
      track.step(1, fraction * 40),
    );
    await pace(1, 40);
    // The fault lab's processing-fails scenario stops the job here, as a failing step would.
    if (deps.faults.processingShouldFail()) {
      throw new ProbeError('processing stopped while reading the video structure');
    }
    await pace(2, 0);
    const current = store.data.videos.find((v) => v._id === job.videoId);
    if (!current) return track.settled();
    current.status = 'ready';
    if (duration !== undefined) current.duration = duration;
    const subject = { kind: 'video' as const, id: current._id, title: current.title };
    notify(deps, { userId: current.uploaderId, kind: 'processed', subject });
    // An unlisted or private upload is announced to no follower (docs/product.md section 10).
    if (isPublic(current)) announceUpload(deps, { ...subject, uploaderId: current.uploaderId });
    await store.write();
    track.complete({
      message: 'Your video is processed and now available.',
      video: toVideo(store, current),
    });
  } catch (error) {
    await failJob(deps, job, record, error, track);
  }
}

/** Removes and refunds the video, deletes its files, and tells the uploader why. */
async function failJob(
  deps: UploadDeps,
  job: VideoJob,
  record: VideoRecord,
  error: unknown,
  track: UploadTracker,
): Promise<void> {
  const { store } = deps;
  const reason = error instanceof ProbeError ? error.message : 'the file could not be read';
  deps.logger.warn({ videoId: job.videoId, err: error }, 'video processing failed');
  const index = store.data.videos.findIndex((v) => v._id === job.videoId);
  if (index >= 0) {
    // Remove and refund in one synchronous step: nothing kept, nothing charged.
    store.data.videos.splice(index, 1);
    refund(store, job.userId, job.videoId);
    notify(deps, {
      userId: job.userId,
      kind: 'processing-failed',
      subject: { kind: 'video', id: job.videoId, title: record.title },
      reason: `The video could not be processed: ${reason}`,
    });
  }
  await store.write();
  for (const file of [record.videoFile, record.thumbnailFile]) {
    if (file) await unlink(path.join(store.mediaDir, ...file.split('/'))).catch(() => undefined);
  }
  track.fail(`The video could not be processed: ${reason}`, true);
}

/**
 * Videos still "processing" when the app is built were cut off by a restart: they are processed
 * again (ready with a duration, or removed and refunded), rather than staying "processing" for
 * ever; the events go to whichever sockets their uploaders have by then.
 */
export async function resumeInterruptedProcessing(deps: UploadDeps): Promise<void> {
  const stuck = deps.store.data.videos.filter((v) => v.status === 'processing');
  for (const video of stuck) {
    const file = path.join(deps.store.mediaDir, ...video.videoFile.split('/'));
    const sniffed = await sniffFile(file).catch(() => null);
    await processVideo(deps, {
      videoId: video._id,
      userId: video.uploaderId,
      format: sniffed?.format ?? 'mp4',
    });
  }
}
