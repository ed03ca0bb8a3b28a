/** The page a guard sent the user away from (location state `from`), if it is an in-app path. */
export function originFrom(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  const from = state.from;
  // Only same-app paths: never "//evil.example" or absolute URLs.
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  return from;
}
