import type { UploadStage } from '@inkreel/shared';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../domain-error.js';
import { toAudio, toBook, toVideo } from '../content/content.service.js';
import { stepsAt, PROCESSING_STEPS } from './upload-stages.js';

/**
 * GET /api/uploads/{id}: an upload in flight (or failed lately) as its tracker left it, else the
 * record the upload made. Anyone but the uploader gets the same 404 as for an unknown id.
 */
export function uploadStage(deps: AppDeps, userId: string, id: string): UploadStage {
  const { store } = deps;
  const live = deps.uploads.get(id);
  if (live) {
    if (live.userId !== userId) throw notFound('Upload');
    return live.stage;
  }
  const video = store.index.videoById(id);
  if (video?.uploaderId === userId) {
    // Between the reply and the job's first step (or after a restart, until it resumes).
    if (video.status === 'processing')
      return { stage: 'processing', progress: 0, steps: stepsAt(0, 0) };
    return {
      stage: 'ready',
      item: toVideo(store, video),
      steps: stepsAt(PROCESSING_STEPS.length, 0),
    };
  }
  const audio = store.index.audioById(id);
  if (audio?.uploaderId === userId)
    return { stage: 'ready', item: toAudio(store, audio), steps: [] };
  const book = store.index.bookById(id);
  if (book?.uploaderId === userId) return { stage: 'ready', item: toBook(store, book), steps: [] };
  throw notFound('Upload');
}
