import './resume-note.css';

interface Props {
  /** "Resume from 1:23", "Resumed at page 12" or "Opened at the comment's place". */
  text: string;
  onStartOver: () => void;
  /** The button's words: "Start over" unless it leads elsewhere ("Back to where you were"). */
  actionLabel?: string | undefined;
  className?: string;
}

/** Says where playback or reading picked up again, with a way back to the start (or elsewhere). */
export function ResumeNote({ text, onStartOver, actionLabel = 'Start over', className }: Props) {
  return (
    <p className={`resume-note${className ? ` ${className}` : ''}`} role="status">
      <span>{text}</span>
      <button type="button" className="resume-start-over" onClick={onStartOver}>
        {actionLabel}
      </button>
    </p>
  );
}
