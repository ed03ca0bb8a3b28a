// lib/comments: the comments feature's logic: text into parts, the thread's state, its calls, live arrival.
import { commentTextSchema } from '@inkreel/shared';
import * as z from 'zod/mini';

/** A page as typed: empty (none), or a whole number from 1. */
const pageField = z.string().check(
  z.trim(),
  z.refine(
    (v) => v === '' || (/^\d{1,7}$/.test(v) && Number(v) >= 1),
    'A page is a whole number from 1',
  ),
);

/** The comment form's fields (all text, as typed): the contract's text rule, and a book's page. */
export const commentFormSchema = z.object({ text: commentTextSchema, page: pageField });
export type CommentFormValues = { text: string; page: string };
