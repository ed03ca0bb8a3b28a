import * as z from 'zod/mini';
import { COMMENT_KINDS } from './kinds.js';

/** A kind of item with a thread of comments, as a body or an event names it. */
export const commentKindSchema = z.enum(COMMENT_KINDS);
