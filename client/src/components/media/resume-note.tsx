import './resume-note.css';

interface Props {
  /** "Resume from 1:23" or "Resumed at page 12". */
  text: string;
  onStartOver: () => void;
  className?: string;
}

/** Says where playback or reading picked up again, with a way back to the start. */
export function ResumeNote({ text, onStartOver, className }: Props) {
  return (
    <p className={`resume-note${className ? ` ${className}` : ''}`} role="status">
      <span>{text}</span>
      <button type="button" className="resume-start-over" onClick={onStartOver}>
        Start over
      </button>
    </p>
  );
}
