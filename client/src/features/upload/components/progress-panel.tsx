import { lazy, Suspense, type Ref } from 'react';
import { formatFileSize } from '../../../lib/format/format';
import {
  REALTIME_UNAVAILABLE_NOTE,
  statusMessage,
  type ProgressState,
  type PublishedItem,
} from '../model/progress';
import { estimateSecondsRemaining, formatTimeRemaining } from '../model/time-remaining';
import { LastPublished } from './last-published';
import './progress-panel.css';

// The stages exist once a form is sent: loaded then (the page starts it on submit), not with the page.
export const loadUploadTimeline = () => import('./upload-timeline');
const UploadTimeline = lazy(async () => ({ default: (await loadUploadTimeline()).UploadTimeline }));

interface Props {
  state: ProgressState;
  /**
   * Sends the same form again after a failure that retrying could fix; absent when there is
   * nothing to retry. A refusal the same form would meet again says what to change instead.
   */
  onRetry?: () => void;
  /** What the last upload published, once its panel went back to idle. */
  lastPublished?: PublishedItem | null;
  /** The video goes without live processing events: say so rather than leave the user guessing. */
  realtimeUnavailable?: boolean;
  ref?: Ref<HTMLElement>;
}

/** The Upload Progress panel (file types only), with the stages of the upload below the bar. */
export function ProgressPanel({
  state,
  onRetry,
  lastPublished,
  realtimeUnavailable = false,
  ref,
}: Props) {
  const percent = Math.round(state.progress);
  const uploading = state.status === 'uploading' && !state.processing;
  const remaining = uploading
    ? formatTimeRemaining(estimateSecondsRemaining(state.progress, 100))
    : null;
  return (
    <section ref={ref} className="card upload-card" aria-labelledby="upload-progress-title">
      <h2 id="upload-progress-title" className="upload-card-title">
        Upload Progress
      </h2>
      <div className="upload-progress-row">
        <span
          className="upload-progress-status"
          data-status={state.status}
          role="status"
          aria-live="polite"
        >
          {statusMessage(state)}
        </span>
        <span className="upload-progress-percent">{percent}%</span>
      </div>
      <div
        className="upload-progress-track"
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-status={state.status}
        data-processing={state.processing || undefined}
      >
        <div className="upload-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      {realtimeUnavailable && state.status !== 'idle' && (
        <p className="info-box upload-progress-note" role="note">
          {REALTIME_UNAVAILABLE_NOTE}
        </p>
      )}
      <div className="upload-progress-meta">
        {uploading && state.totalBytes > 0 && (
          <span>
            {formatFileSize(state.uploadedBytes)} of {formatFileSize(state.totalBytes)}
          </span>
        )}
        {uploading && (
          <span>
            {remaining ??
              (percent >= 100 ? 'Waiting for the server...' : 'Estimating time remaining...')}
          </span>
        )}
      </div>
      {state.status !== 'idle' && (
        <Suspense fallback={null}>
          <UploadTimeline state={state} />
        </Suspense>
      )}
      {state.status === 'error' && state.failure?.advice && (
        <p className="upload-fix">{state.failure.advice}</p>
      )}
      {state.status === 'error' && onRetry && !state.failure?.advice && (
        <div className="upload-retry">
          <p>Your files are still chosen: retrying sends the same form again.</p>
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Retry upload
          </button>
        </div>
      )}
      {state.status === 'idle' && lastPublished && <LastPublished item={lastPublished} />}
    </section>
  );
}
