/** What the track player's Previous and Next show and do: nothing until the queue is in. */
export interface TrackQueueState {
  isCurrent: boolean;
  canPrevious: boolean;
  canNext: boolean;
  previous: () => void;
  next: () => void;
}

export const OUTSIDE_QUEUE: TrackQueueState = {
  isCurrent: false,
  canPrevious: false,
  canNext: false,
  previous: () => undefined,
  next: () => undefined,
};
