/**
 * Serialises commits of one in-memory document: writes that arrive while a commit runs share the
 * next commit, so N concurrent writers cost two commits, not N. `later()` is the write-behind
 * path for counters nobody waits for: it schedules a commit within `flushMs`.
 */
export class GroupCommit {
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly commit: () => Promise<void>,
    private readonly flushMs: number,
    private readonly onLaterError: (error: unknown) => void,
  ) {}

  /**
   * Resolves once a commit that started after this call has finished, so every change made
   * before the call is on disk.
   */
  write(): Promise<void> {
    this.cancelTimer();
    if (this.queued) return this.queued;
    const previous = this.running;
    const queued = (async () => {
      // Idle: wait one turn of the event loop so requests parsed together commit together.
      if (previous) await previous.catch(() => undefined);
      else await new Promise((resolve) => setImmediate(resolve));
      this.queued = null;
      const current = this.commit();
      this.running = current;
      try {
        await current;
      } finally {
        if (this.running === current) this.running = null;
      }
    })();
    this.queued = queued;
    return queued;
  }

  /** A change nobody waits for: committed within flushMs (or with the next write). */
  later(): void {
    if (this.timer || this.queued) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.write().catch(this.onLaterError);
    }, this.flushMs);
    this.timer.unref();
  }

  /** True while a change is waiting for its commit. */
  get pending(): boolean {
    return this.timer !== null || this.queued !== null || this.running !== null;
  }

  /** Commits whatever is waiting (shutdown); resolves when the disk has it. */
  async flush(): Promise<void> {
    if (this.timer) await this.write();
    else await (this.queued ?? this.running ?? Promise.resolve());
  }

  private cancelTimer(): void {
    if (!this.timer) return;
    clearTimeout(this.timer);
    this.timer = null;
  }
}
