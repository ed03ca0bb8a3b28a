import { Link } from 'react-router';
import type { ProgressState } from '../model/progress';
import { publishedLinkState } from '../model/published-link';
import { STAGE_STATE_TEXT, uploadTimeline, type StageState } from '../model/timeline';
import './upload-timeline.css';

function StageIcon({ state }: { state: StageState }) {
  const path =
    state === 'done'
      ? 'M5 12.5l4.5 4.5L19 7.5'
      : state === 'failed'
        ? 'M7 7l10 10M17 7L7 17'
        : null;
  return (
    <span className="upload-stage-icon" aria-hidden="true">
      {path && (
        <svg
          width="14"
          height="14"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={path} />
        </svg>
      )}
    </span>
  );
}

/** The stages of the running (or last) upload: uploading, processing, published. */
export function UploadTimeline({ state }: { state: ProgressState }) {
  return (
    <ol className="upload-timeline" aria-label="Upload stages">
      {uploadTimeline(state).map((stage) => (
        <li key={stage.id} className="upload-stage" data-stage={stage.id} data-state={stage.state}>
          <StageIcon state={stage.state} />
          <div className="upload-stage-body">
            <p className="upload-stage-head">
              <span className="upload-stage-label">{stage.label}</span>
              <span className="upload-stage-state">{STAGE_STATE_TEXT[stage.state]}</span>
            </p>
            {stage.detail && <p className="upload-stage-detail">{stage.detail}</p>}
            {stage.steps.length > 0 && (
              <ol className="upload-steps" aria-label="Processing steps">
                {stage.steps.map((step) => (
                  <li key={step.name} data-state={step.state}>
                    {step.name}
                    {step.state === 'active' && (
                      <span className="visually-hidden"> (current step)</span>
                    )}
                  </li>
                ))}
              </ol>
            )}
            {stage.link && (
              <Link
                className="upload-stage-link"
                to={stage.link.href}
                state={stage.id === 'published' ? publishedLinkState(state.published) : undefined}
              >
                {stage.link.text}
              </Link>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
