/** One client-side measurement: bytes sent by `at` (milliseconds, performance.now()). */
export interface RateSample {
  at: number;
  bytes: number;
}

/** The rate is measured over this recent window, so it follows a connection that slows down. */
export const RATE_WINDOW_MS = 3000;
/** Shorter spans than this give a jumpy figure: no rate is shown yet. */
const MIN_SPAN_MS = 250;
const MAX_SAMPLES = 40;

/** Adds a sample and forgets those older than the window (keeping one as its starting point). */
export function addSample(samples: readonly RateSample[], sample: RateSample): RateSample[] {
  const last = samples.at(-1);
  if (last && (sample.at < last.at || sample.bytes < last.bytes)) return [...samples];
  const next = [...samples, sample];
  const from = next.findIndex((s) => sample.at - s.at <= RATE_WINDOW_MS);
  return next.slice(Math.max(0, Math.min(from - 1, next.length - 2))).slice(-MAX_SAMPLES);
}

/** Bytes per second over the samples' window, or null until there is enough to measure. */
export function transferRate(samples: readonly RateSample[]): number | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last) return null;
  const span = last.at - first.at;
  if (span < MIN_SPAN_MS || last.bytes <= first.bytes) return null;
  return ((last.bytes - first.bytes) * 1000) / span;
}

/** Bytes per second over a whole transfer, or null when its duration is unknown or zero. */
export function averageRate(bytes: number, startedAt: number | null, endedAt: number | null) {
  if (startedAt === null || endedAt === null || bytes <= 0) return null;
  const span = endedAt - startedAt;
  return span > 0 ? (bytes * 1000) / span : null;
}
