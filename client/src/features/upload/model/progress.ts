/** Upload status of SPEC.md section 4: idle, then uploading, then complete or error. */
export type UploadStatus = 'idle' | 'uploading' | 'complete' | 'error';

export interface ProgressState {
  status: UploadStatus;
  /** 0..100, never decreasing during one upload. */
  progress: number;
  uploadedBytes: number;
  totalBytes: number;
  /** The HTTP upload of a video ended and the server is still processing it (realtime only). */
  processing: boolean;
}

export type ProgressAction =
  | { type: 'start'; totalBytes: number }
  | { type: 'bytes'; uploadedBytes: number; totalBytes: number }
  | { type: 'percent'; progress: number }
  | { type: 'httpDone'; awaitServer: boolean }
  | { type: 'complete' }
  | { type: 'fail' }
  | { type: 'reset' };

export const initialProgress: ProgressState = {
  status: 'idle',
  progress: 0,
  uploadedBytes: 0,
  totalBytes: 0,
  processing: false,
};

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
    return { ...initialProgress, status: 'uploading', totalBytes: Math.max(0, action.totalBytes) };
  }
  // Everything below only applies to a running upload; stray events after the end are ignored.
  if (state.status !== 'uploading') return state;
  switch (action.type) {
    case 'bytes': {
      const total = action.totalBytes > 0 ? action.totalBytes : state.totalBytes;
      if (total <= 0) return state;
      const uploaded = Math.min(Math.max(action.uploadedBytes, state.uploadedBytes), total);
      return advance(
        { ...state, uploadedBytes: uploaded, totalBytes: total },
        (uploaded / total) * 100,
      );
    }
    case 'percent':
      return advance(state, action.progress);
    case 'httpDone':
      return action.awaitServer
        ? { ...advance(state, 100), uploadedBytes: state.totalBytes, processing: true }
        : { ...advance(state, 100), status: 'complete', processing: false };
    case 'complete':
      return { ...advance(state, 100), status: 'complete', processing: false };
    case 'fail':
      return { ...state, status: 'error', processing: false };
  }
}

export const STATUS_MESSAGES = {
  idle: 'Ready to upload',
  uploading: 'Uploading your content...',
  processing: 'Upload complete! Processing on server...',
  complete: 'Upload complete! Your content is now available.',
  error: 'An error occurred during upload. Please try again.',
} as const;

/** Not in SPEC.md: a video uploaded without a realtime connection (SPEC.md section 4's fallback). */
export const REALTIME_UNAVAILABLE_NOTE =
  'Processing status is unavailable: the live connection to the server could not be made. The upload completes when the server confirms it has the file.';

export function statusMessage(state: ProgressState): string {
  if (state.status === 'uploading' && state.processing) return STATUS_MESSAGES.processing;
  return STATUS_MESSAGES[state.status];
}
