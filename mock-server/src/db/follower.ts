/**
 * Keeps a derived structure in step with one record array that callers change directly. The
 * collections are append-mostly: new tail items are applied one by one; anything else (the array
 * replaced, shortened, or changed before its old end) rebuilds from scratch. Checking costs O(1)
 * when nothing changed, so lookups call `sync()` first and never see a stale index.
 *
 * Indexed keys (ids, e-mails, createdAt, ledger amounts, uploaders, writing kinds) never change in
 * place.
 */
export class Follower<T> {
  private seen: T[] | null = null;
  private count = 0;
  private last: T | undefined;

  constructor(
    private readonly read: () => T[],
    private readonly rebuild: (items: readonly T[]) => void,
    private readonly append: (item: T) => void,
  ) {}

  sync(): void {
    const list = this.read();
    const n = this.count;
    if (list !== this.seen || list.length < n || (n > 0 && list[n - 1] !== this.last)) {
      this.rebuild(list);
    } else {
      for (let i = n; i < list.length; i += 1) this.append(list[i] as T);
    }
    this.seen = list;
    this.count = list.length;
    this.last = list[list.length - 1];
  }
}
