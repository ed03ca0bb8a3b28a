import * as z from 'zod/mini';
import { readOrigin } from './bare-origin.js';

/**
 * A bare web origin, normalised the way browsers send it in the Origin header: lower-case host,
 * default port dropped, no trailing slash (the rule of `readOrigin`).
 */
export const originSchema = z.pipe(
  z.string(),
  z.transform((value: string, ctx) => {
    const reading = readOrigin(value);
    if (reading.ok) return reading.origin;
    ctx.issues.push({ code: 'custom', message: reading.message, input: value });
    return z.NEVER;
  }),
);

/** A comma-separated list of origins, at least one; empty entries are ignored. */
export const originListSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    ),
  ),
  z.array(originSchema).check(z.minLength(1, 'Give at least one origin')),
);
