import './spinner.css';

interface SpinnerProps {
  label?: string;
  fullScreen?: boolean;
}

export function Spinner({ label = 'Loading', fullScreen = false }: SpinnerProps) {
  return (
    <div
      className={fullScreen ? 'spinner-screen' : 'spinner-wrap'}
      role="status"
      aria-live="polite"
    >
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
