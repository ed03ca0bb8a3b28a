import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expires: number;
}

/**
 * The stand-in's records (sessions, interactions, codes, grants, tokens) in memory, through
 * oidc-provider's documented adapter interface (docs/decisions/0341): the library's own quick-start
 * adapter is not exported and warns at every start. A restart forgets every sign-in in progress,
 * as before. Entries past their lifetime are dropped when read.
 */
export function memoryAdapter(): AdapterFactory {
  const entries = new Map<string, Entry>();
  const sessionsByUid = new Map<string, string>();
  const byGrant = new Map<string, Set<string>>();

  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expires > Date.now()) return entry.payload;
    entries.delete(key);
    return undefined;
  };

  class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private key(id: string): string {
      return `${this.model}:${id}`;
    }

    upsert(id: string, payload: AdapterPayload, expiresIn = 3600): Promise<void> {
      const key = this.key(id);
      entries.set(key, { payload, expires: Date.now() + expiresIn * 1000 });
      if (this.model === 'Session' && payload.uid) sessionsByUid.set(payload.uid, id);
      if (payload.grantId) {
        const keys = byGrant.get(payload.grantId) ?? new Set<string>();
        keys.add(key);
        byGrant.set(payload.grantId, keys);
      }
      return Promise.resolve();
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return Promise.resolve(live(this.key(id)));
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const id = sessionsByUid.get(uid);
      return Promise.resolve(id === undefined ? undefined : live(this.key(id)));
    }

    findByUserCode(): Promise<AdapterPayload | undefined> {
      // The device flow is not enabled: no user codes exist.
      return Promise.resolve(undefined);
    }

    consume(id: string): Promise<void> {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      return Promise.resolve();
    }

    destroy(id: string): Promise<void> {
      entries.delete(this.key(id));
      return Promise.resolve();
    }

    revokeByGrantId(grantId: string): Promise<void> {
      for (const key of byGrant.get(grantId) ?? []) entries.delete(key);
      byGrant.delete(grantId);
      return Promise.resolve();
    }
  }
  return (model) => new MemoryAdapter(model);
}
