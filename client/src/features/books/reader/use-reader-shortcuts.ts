import { useShortcuts } from '../../../lib/keyboard/use-shortcuts';

interface ReaderCommands {
  onPrevious: () => void;
  onNext: () => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onToggleFit: () => void;
}

/** ← → turn pages, + − zoom, f fit to width (issue 13's keyboard map for the reader). */
export function useReaderShortcuts(commands: ReaderCommands) {
  useShortcuts('Book reader', [
    { keys: ['ArrowLeft'], labels: ['←'], description: 'Previous page', run: commands.onPrevious },
    { keys: ['ArrowRight'], labels: ['→'], description: 'Next page', run: commands.onNext },
    // = is + without Shift on most keyboards; _ is − with it.
    { keys: ['+', '='], labels: ['+'], description: 'Zoom in', run: commands.onZoomIn },
    { keys: ['-', '_', '−'], labels: ['−'], description: 'Zoom out', run: commands.onZoomOut },
    {
      keys: ['f'],
      labels: ['f'],
      description: 'Fit to width on or off',
      run: commands.onToggleFit,
    },
  ]);
}
