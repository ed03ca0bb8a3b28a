// lib/queue: the play queue: its entries and rules, the store the players share, its sync.
import type { QueueEntry, QueueState } from './queue-model';

/**
 * Three-way merge of the queue by entry id, for two tabs or devices that changed it from the same
 * version (`base`): what each side added stays, what either removed goes, no entry is lost or
 * doubled. This side's reorder wins over the other's; so does its current entry and settings
 * when it changed them. `base` null: nothing known in common (everything here counts as added).
 */
export function mergeQueues(
  base: QueueState | null,
  local: QueueState,
  server: QueueState,
): QueueState {
  const ids = (s: QueueState | null) => new Set(s?.items.map((e) => e.entryId) ?? []);
  const inBase = ids(base);
  const inLocal = ids(local);
  const inServer = ids(server);
  const removedHere = (id: string) => inBase.has(id) && !inLocal.has(id);
  const removedThere = (id: string) => inBase.has(id) && !inServer.has(id);
  const serverById = new Map(server.items.map((e) => [e.entryId, e]));

  const common = (s: QueueState | null) =>
    (s?.items ?? []).map((e) => e.entryId).filter((id) => inBase.has(id) && inLocal.has(id));
  const reorderedHere = common(base).join() !== common(local).join();

  // The side whose order leads, and the entries the other side adds, each after its predecessor.
  const [lead, other] = reorderedHere ? [local, server] : [server, local];
  const kept = (e: QueueEntry) => !removedHere(e.entryId) && !removedThere(e.entryId);
  const result: QueueEntry[] = lead.items
    .filter(kept)
    // Server's entries carry what the provider knows now (available or not).
    .map((e) => serverById.get(e.entryId) ?? e);
  const present = new Set(result.map((e) => e.entryId));
  other.items.forEach((entry, index) => {
    if (present.has(entry.entryId) || inBase.has(entry.entryId)) return;
    const before = other.items
      .slice(0, index)
      .reverse()
      .find((e) => present.has(e.entryId));
    const at = before ? result.findIndex((e) => e.entryId === before.entryId) + 1 : result.length;
    result.splice(at, 0, serverById.get(entry.entryId) ?? entry);
    present.add(entry.entryId);
  });

  const changedHere = (key: keyof QueueState) => !base || local[key] !== base[key];
  const pick = <K extends keyof QueueState>(key: K): QueueState[K] =>
    changedHere(key) ? local[key] : server[key];
  let current = pick('current');
  let position =
    changedHere('current') || changedHere('position') ? local.position : server.position;
  if (current !== null && !present.has(current)) {
    current = result[0]?.entryId ?? null;
    position = 0;
  }
  return {
    items: result,
    current,
    position,
    shuffle: pick('shuffle'),
    unshuffled: local.unshuffled,
    repeat: pick('repeat'),
    autoplay: pick('autoplay'),
  };
}
