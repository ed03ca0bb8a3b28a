import { z } from 'zod';
import { scenarioNameSchema } from './scenarios.js';

/** How many requests the mock provider's journal keeps (the newest win). */
export const JOURNAL_SIZE = 200;

export const journalEntrySchema = z.object({
  id: z.number().int().nonnegative(),
  /** When the request arrived (ISO 8601). */
  at: z.string(),
  method: z.string(),
  /** Path and query string, as the request named them. */
  path: z.string(),
  /** 0 when the connection was dropped before a reply. */
  status: z.number().int().nonnegative(),
  durationMs: z.number().nonnegative(),
  scenario: scenarioNameSchema,
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** Filters of /__dev/journal and of the panel's list (query string; all optional, combined). */
export const journalQuerySchema = z.object({
  method: z
    .string()
    .max(10)
    .transform((m) => m.toUpperCase())
    .optional(),
  /** Part of the path, case-insensitive. */
  path: z.string().max(200).optional(),
  /** An exact status ("404") or a class ("5xx"). */
  status: z
    .string()
    .regex(/^(\d{3}|[1-5]xx|0)$/i, 'status must be a code like 404 or a class like 5xx')
    .optional(),
  scenario: scenarioNameSchema.optional(),
});
export type JournalQuery = z.infer<typeof journalQuerySchema>;

export const journalResponseSchema = z.object({
  /** Newest first. */
  entries: z.array(journalEntrySchema),
});
