/** Whether a parsed reply value is an object whose fields can be read (arrays included). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
