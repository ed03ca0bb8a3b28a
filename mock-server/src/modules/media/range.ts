/** One byte range to send, both ends inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range` header for a file of `size` bytes (RFC 9110 section 14). Returns the range to
 * send, 'unsatisfiable' (416), or null to send the whole file: no header, a header that is not a
 * single valid byte range (malformed ones are ignored, and several ranges are answered in full).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=([^,]+)$/i.exec(header.trim());
  if (!match?.[1]) return null;
  const spec = /^(\d*)-(\d*)$/.exec(match[1].trim());
  if (!spec) return null;
  const [, first = '', last = ''] = spec;
  if (first === '' && last === '') return null;
  if (first === '') {
    // Suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  // A last position before the first makes the header invalid (ignored), whatever the size.
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { start, end };
}
