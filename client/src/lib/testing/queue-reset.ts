// lib/testing: helpers for tests only: a fetch mock, the app rendered, fake caches and media.
import { stopAllPlayback } from '../playback/now-playing';
import { clearQueue } from '../queue/queue-store';

/** After a test that played through the queue: empty, nothing playing, nothing kept. */
export function resetQueue(): void {
  clearQueue();
  stopAllPlayback();
  localStorage.clear();
}
