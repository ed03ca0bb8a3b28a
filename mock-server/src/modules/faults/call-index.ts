import { allCalls, type CallContract } from '@inkreel/shared';

interface IndexedCall {
  call: CallContract;
  pattern: RegExp;
  literal: boolean;
}

/** Every API call of the contract (shared's list); the dev routes are never faulted. */
const API_CALLS: CallContract[] = allCalls
  .map((registered) => registered.call)
  .filter((call) => call.path.startsWith('/api/') && call.scope !== 'dev');

function toPattern(path: string): RegExp {
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_]+)/g, '[^/]+');
  return new RegExp(`^${source}/?$`);
}

const INDEX: IndexedCall[] = API_CALLS.map((call) => ({
  call,
  pattern: toPattern(call.path),
  literal: !call.path.includes(':'),
}));

/** The contract call a request is for (a literal path wins over a parameter one), if any. */
export function findCall(method: string, path: string): CallContract | undefined {
  const asked = method === 'HEAD' ? 'GET' : method;
  const matches = INDEX.filter((c) => c.call.method === asked && c.pattern.test(path));
  return (matches.find((c) => c.literal) ?? matches[0])?.call;
}
