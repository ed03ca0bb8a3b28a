import * as z from 'zod/mini';
import { scenarioNameSchema } from './scenarios.js';

/** How many requests the mock provider's journal keeps (the newest win). */
export const JOURNAL_SIZE = 200;

export const journalEntrySchema = z.object({
  id: z.int().check(z.nonnegative()),
  /** When the request arrived (ISO 8601). */
  at: z.string(),
  method: z.string(),
  /** Path and query string, as the request named them. */
  path: z.string(),
  /** 0 when the connection was dropped before a reply. */
  status: z.int().check(z.nonnegative()),
  durationMs: z.number().check(z.nonnegative()),
  scenario: scenarioNameSchema,
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** Filters of /__dev/journal and of the panel's list (query string; all optional, combined). */
export const journalQuerySchema = z.object({
  method: z.optional(
    z.pipe(
      z.string().check(z.maxLength(10)),
      z.transform((m: string) => m.toUpperCase()),
    ),
  ),
  /** Part of the path, case-insensitive. */
  path: z.optional(z.string().check(z.maxLength(200))),
  /** An exact status ("404") or a class ("5xx"). */
  status: z.optional(
    z
      .string()
      .check(z.regex(/^(\d{3}|[1-5]xx|0)$/i, 'status must be a code like 404 or a class like 5xx')),
  ),
  scenario: z.optional(scenarioNameSchema),
});
export type JournalQuery = z.infer<typeof journalQuerySchema>;

export const journalResponseSchema = z.object({
  /** Newest first. */
  entries: z.array(journalEntrySchema),
});
