import type { ContentType } from '@inkreel/shared';
import { addSample, type RateSample } from './transfer-rate';

/** Upload status of docs/product.md section 4: idle, then uploading, then complete or error. */
export type UploadStatus = 'idle' | 'uploading' | 'complete' | 'error';

/** The item an upload created, for the links to it (timeline, success dialog, last upload). */
export interface PublishedItem {
  type: ContentType;
  id: string;
  title: string;
}

/** Which part of the upload went wrong, in plain words for the timeline. */
export interface UploadFailure {
  stage: 'upload' | 'processing';
  reason: string;
  /**
   * What to change before sending again, when the same form would be refused again (a 4xx);
   * null when retrying it could succeed (no reply, a server fault, a failed processing step).
   */
  advice: string | null;
}

export interface ProgressState {
  status: UploadStatus;
  /** 0..100, never decreasing during one upload. */
  progress: number;
  uploadedBytes: number;
  totalBytes: number;
  /** The HTTP upload of a video ended and the server is still processing it (realtime only). */
  processing: boolean;
  /**
   * Every byte of the request is in: the provider said so (its own count or its reply) or, while
   * it reports no count, the browser sent the last one. The reply may still be on its way.
   */
  sent: boolean;
  /**
   * The provider reports the bytes it received (a realtime video). From its first count on, the
   * bar, the rate and "sent" follow the provider, not the browser: a proxy or the network's
   * buffers can take the whole file long before the provider has it.
   */
  providerCounts: boolean;
  /** The upload completes on the provider's event, after the bytes (a realtime video). */
  awaitServer: boolean;
  /** When the first and the last byte went (performance.now()), for the average rate. */
  startedAt: number | null;
  sentAt: number | null;
  /** Recent client-side byte counts, for the measured transfer rate. */
  samples: RateSample[];
  /** The provider's processing percentage and the names of its steps so far, in order. */
  processingPercent: number | null;
  steps: string[];
  failure: UploadFailure | null;
  published: PublishedItem | null;
}

export type ProgressAction =
  | { type: 'start'; totalBytes: number; at?: number }
  /** The provider will report its received bytes and processing, then complete the upload. */
  | { type: 'awaitServer' }
  /** Bytes sent by this browser (XHR), or received by the provider (`from: 'provider'`). */
  | {
      type: 'bytes';
      uploadedBytes: number;
      totalBytes: number;
      at?: number;
      from?: 'browser' | 'provider';
    }
  /** A percentage from the provider; `stage` names its current processing step. */
  | { type: 'percent'; progress: number; stage?: string }
  /** The browser sent the request's last byte. */
  | { type: 'sent'; at?: number }
  | { type: 'httpDone'; awaitServer: boolean }
  | { type: 'complete'; published?: PublishedItem | null }
  | { type: 'fail'; reason?: string; advice?: string | null }
  | { type: 'reset' };

export const initialProgress: ProgressState = {
  status: 'idle',
  progress: 0,
  uploadedBytes: 0,
  totalBytes: 0,
  processing: false,
  sent: false,
  providerCounts: false,
  awaitServer: false,
  startedAt: null,
  sentAt: null,
  samples: [],
  processingPercent: null,
  steps: [],
  failure: null,
  published: null,
};

/** Where an upload is: still sending bytes, or past them (the provider has the file). */
const stageOf = (state: ProgressState) =>
  state.sent || state.processing ? 'processing' : 'upload';

/** A processing step of the provider: its percentage, and its name when it has one. */
function processingStep(state: ProgressState, progress: number, stage?: string): ProgressState {
  const name = stage?.trim();
  // A step already listed is not listed again: a catch-up after a dropped connection replays them.
  const steps = name && !state.steps.includes(name) ? [...state.steps, name] : state.steps;
  const percent = Math.max(state.processingPercent ?? 0, clampPercent(progress));
  return { ...state, steps, processingPercent: percent };
}

/**
 * The moment every byte was in (first time only). An upload the provider completes with its own
 * event then shows "Processing on server" at 100 %.
 */
function markSent(state: ProgressState, at: number | undefined): ProgressState {
  if (state.sent) return state;
  return advance(
    {
      ...state,
      sent: true,
      sentAt: at ?? state.sentAt,
      uploadedBytes: state.totalBytes,
      processing: state.processing || state.awaitServer,
    },
    100,
  );
}

function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** Moves the bar forward only: late or out-of-order events (XHR vs. socket) never pull it back. */
function advance(state: ProgressState, percent: number): ProgressState {
  return { ...state, progress: Math.max(state.progress, clampPercent(percent)) };
}

export function progressReducer(state: ProgressState, action: ProgressAction): ProgressState {
  if (action.type === 'reset') return initialProgress;
  if (action.type === 'start') {
    return {
      ...initialProgress,
      status: 'uploading',
      totalBytes: Math.max(0, action.totalBytes),
      startedAt: action.at ?? null,
    };
  }
  // Everything below only applies to a running upload; stray events after the end are ignored.
  if (state.status !== 'uploading') return state;
  switch (action.type) {
    case 'awaitServer':
      return { ...state, awaitServer: true };
    case 'bytes': {
      const fromProvider = action.from === 'provider';
      // Once the provider counts, the browser's own count no longer moves anything.
      if (!fromProvider && state.providerCounts) return state;
      const total = action.totalBytes > 0 ? action.totalBytes : state.totalBytes;
      if (total <= 0) return state;
      const uploaded = Math.min(Math.max(action.uploadedBytes, state.uploadedBytes), total);
      // The rate is measured on the count that leads: the browser's samples are dropped when the
      // provider's first count arrives.
      const base = fromProvider && !state.providerCounts ? [] : state.samples;
      const samples =
        action.at === undefined
          ? base
          : addSample(base, { at: action.at, bytes: action.uploadedBytes });
      const next = advance(
        {
          ...state,
          uploadedBytes: uploaded,
          totalBytes: total,
          samples,
          providerCounts: state.providerCounts || fromProvider,
        },
        (uploaded / total) * 100,
      );
      return fromProvider && action.uploadedBytes >= total ? markSent(next, action.at) : next;
    }
    case 'percent':
      // Named steps, and any percentage once the bytes are in, are the provider's processing.
      if (action.stage?.trim() || stageOf(state) === 'processing')
        return processingStep(state, action.progress, action.stage);
      return advance(state, action.progress);
    case 'sent':
      // The browser's last byte says nothing about the provider's once the provider counts.
      return state.providerCounts ? state : markSent(state, action.at);
    case 'httpDone':
      return action.awaitServer
        ? { ...markSent(state, undefined), processing: true }
        : { ...markSent(state, undefined), status: 'complete', processing: false };
    case 'complete':
      return {
        ...markSent(state, undefined),
        status: 'complete',
        processing: false,
        processingPercent: state.processingPercent === null ? null : 100,
        published: action.published ?? state.published,
      };
    case 'fail':
      return {
        ...state,
        status: 'error',
        processing: false,
        failure: {
          stage: stageOf(state),
          reason: action.reason ?? STATUS_MESSAGES.error,
          advice: action.advice ?? null,
        },
      };
  }
}

export const STATUS_MESSAGES = {
  idle: 'Ready to upload',
  uploading: 'Uploading your content...',
  processing: 'Upload complete! Processing on server...',
  complete: 'Upload complete! Your content is now available.',
  error: 'An error occurred during upload. Please try again.',
} as const;

/** Not in docs/product.md: a video uploaded without a realtime connection (docs/product.md section 4's fallback). */
export const REALTIME_UNAVAILABLE_NOTE =
  'Processing status is unavailable: the live connection to the server could not be made. The upload completes when the server confirms it has the file.';

export function statusMessage(state: ProgressState): string {
  if (state.status === 'uploading' && state.processing) return STATUS_MESSAGES.processing;
  return STATUS_MESSAGES[state.status];
}
