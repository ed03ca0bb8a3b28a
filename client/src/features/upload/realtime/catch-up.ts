import { uploadStageCalls, type UploadStage } from '@inkreel/shared';
import { ApiError, request } from '../../../lib/api/api-client';
import type { ProgressAction } from '../model/progress';

/**
 * GET /api/uploads/{id} (a mock provider extension): where the upload is now; `unknown` when the
 * provider answered without one (no such call); null when no answer came (offline: ask again once
 * the connection is back). Events sent while the socket was away are not sent again.
 */
export async function fetchUploadStage(id: string): Promise<UploadStage | 'unknown' | null> {
  try {
    return await request(uploadStageCalls.stage, { params: { id } });
  } catch (error) {
    console.warn('Upload stage unavailable; waiting for the events', error);
    return error instanceof ApiError && !error.isNetworkError ? 'unknown' : null;
  }
}

/**
 * The progress actions that replay a stage's processing steps in order, as the events would have:
 * each step that has started (all of them once ready), at the run's progress.
 */
export function stepActions(stage: UploadStage): ProgressAction[] {
  if (stage.stage !== 'processing' && stage.stage !== 'ready') return [];
  const ready = stage.stage === 'ready';
  const progress = ready ? 100 : stage.progress;
  return stage.steps
    .filter((step, index) => ready || index === 0 || step.percent > 0)
    .map((step) => ({ type: 'percent', progress, stage: step.name }));
}
