import { formatFileSize } from '../../../lib/format/format';
import type { ProgressState } from './progress';
import { publishedLink } from './published-link';
import { averageRate, transferRate } from './transfer-rate';

export type StageId = 'upload' | 'processing' | 'published';
export type StageState = 'pending' | 'active' | 'done' | 'failed';

export interface TimelineStep {
  name: string;
  state: 'active' | 'done';
}

export interface TimelineStage {
  id: StageId;
  label: string;
  state: StageState;
  /** One line on what the stage is doing, did, or why it failed. */
  detail: string | null;
  /** The provider's processing steps, when its events name them. */
  steps: TimelineStep[];
  link: { href: string; text: string } | null;
}

export const STAGE_LABELS: Readonly<Record<StageId, string>> = {
  upload: 'Uploading',
  processing: 'Processing',
  published: 'Published',
};

/** Words a screen reader says after the label (the icons carry it on screen). */
export const STAGE_STATE_TEXT: Readonly<Record<StageState, string>> = {
  pending: 'not started',
  active: 'in progress',
  done: 'done',
  failed: 'failed',
};

export const rateText = (bytesPerSecond: number) => `${formatFileSize(bytesPerSecond)}/s`;

function uploadStage(state: ProgressState): TimelineStage {
  const base = { id: 'upload' as const, label: STAGE_LABELS.upload, steps: [], link: null };
  const { status, totalBytes, uploadedBytes } = state;
  if (status === 'idle') return { ...base, state: 'pending', detail: null };
  if (state.failure?.stage === 'upload') {
    const at =
      totalBytes > 0
        ? ` Stopped at ${formatFileSize(uploadedBytes)} of ${formatFileSize(totalBytes)}.`
        : '';
    return { ...base, state: 'failed', detail: `${state.failure.reason}${at}` };
  }
  if (state.sent || status === 'complete' || state.failure) {
    const rate = averageRate(totalBytes, state.startedAt, state.sentAt);
    const sent = totalBytes > 0 ? `${formatFileSize(totalBytes)} sent` : 'Sent';
    return { ...base, state: 'done', detail: rate ? `${sent} at ${rateText(rate)}` : sent };
  }
  const percent = `${Math.round(state.progress)}%`;
  const bytes =
    totalBytes > 0 ? `${formatFileSize(uploadedBytes)} of ${formatFileSize(totalBytes)} · ` : '';
  const rate = transferRate(state.samples);
  return {
    ...base,
    state: 'active',
    detail: `${bytes}${percent}${rate ? ` · ${rateText(rate)}` : ''}`,
  };
}

function processingStage(state: ProgressState, upload: StageState): TimelineStage {
  const base = { id: 'processing' as const, label: STAGE_LABELS.processing, link: null };
  const done = state.status === 'complete';
  const steps: TimelineStep[] = state.steps.map((name, index) => ({
    name,
    state: done || index < state.steps.length - 1 ? 'done' : 'active',
  }));
  if (upload !== 'done') return { ...base, steps: [], state: 'pending', detail: null };
  if (state.failure?.stage === 'processing')
    return { ...base, steps, state: 'failed', detail: state.failure.reason };
  if (done) return { ...base, steps, state: 'done', detail: steps.length ? null : 'Done' };
  const percent = state.processingPercent;
  const detail =
    percent !== null ? `${Math.round(percent)}%` : 'Waiting for the server to confirm...';
  return { ...base, steps, state: 'active', detail };
}

function publishedStage(state: ProgressState): TimelineStage {
  const base = { id: 'published' as const, label: STAGE_LABELS.published, steps: [] };
  if (state.status !== 'complete') return { ...base, state: 'pending', detail: null, link: null };
  const item = state.published;
  if (!item)
    return { ...base, state: 'done', detail: 'Your content is now available.', link: null };
  return { ...base, state: 'done', detail: null, link: publishedLink(item) };
}

/** The stages of an upload as the progress panel lists them: uploading, processing, published. */
export function uploadTimeline(state: ProgressState): TimelineStage[] {
  const upload = uploadStage(state);
  return [upload, processingStage(state, upload.state), publishedStage(state)];
}
