/** What `server.address()` gives once a Node server listens. */
type BoundAddress = string | { address: string; family: string; port: number } | null;

const ANY = new Set(['0.0.0.0', '::']);

/**
 * Where a server listens, for its start-up line: the interface it bound (every interface for
 * 0.0.0.0 or ::) and its port, not an address it merely hopes to be reached at.
 */
export function describeBinding(bound: BoundAddress, fallbackPort: number): string {
  if (typeof bound === 'string') return `the socket ${bound}`;
  const port = bound?.port ?? fallbackPort;
  const address = bound?.address || '0.0.0.0';
  const host = bound?.family === 'IPv6' ? `[${address}]` : address;
  return ANY.has(address) ? `${host}:${port} (every interface)` : `${host}:${port}`;
}
