/**
 * A highlight's colours, in the order the reader offers them: without zod, for the e-book
 * reader's own code, which loads no contract until a signed-in reader's first call (decision 0453).
 */
export const HIGHLIGHT_COLORS = ['yellow', 'green', 'blue', 'pink'] as const;
