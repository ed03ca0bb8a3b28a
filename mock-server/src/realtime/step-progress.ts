import type { RealtimeHub } from './hub.js';

export interface StepProgress {
  /** Sends `uploadProgress { progress, stage }`; a lower value than the last is raised to it. */
  step(progress: number, stage: string): void;
}

/** Processing progress for one upload's socket: 0 to 100, never moving backwards. */
export function createStepProgress(
  hub: RealtimeHub,
  socketId: string,
  userId: string,
): StepProgress {
  let last = 0;
  return {
    step(progress, stage) {
      last = Math.min(100, Math.max(last, Math.round(progress)));
      hub.emitToUserSocket(socketId, userId, 'uploadProgress', { progress: last, stage });
    },
  };
}
