import type { MailMessage } from '@inkreel/shared';

const OUTBOX_LIMIT = 500;

/**
 * The last messages sent, for the dev mailbox. Held in memory only: they carry verification
 * links, which must not sit in clear in db.json next to their hashes. A restart empties it (the
 * log still has each link). With the dev routes off nobody can read it, so nothing is kept.
 */
export class Outbox {
  private readonly messages: MailMessage[] = [];

  constructor(private readonly options: { keep: boolean; limit?: number }) {}

  add(record: MailMessage): void {
    if (!this.options.keep) return;
    this.messages.push(record);
    const limit = this.options.limit ?? OUTBOX_LIMIT;
    if (this.messages.length > limit) this.messages.splice(0, this.messages.length - limit);
  }

  list(): readonly MailMessage[] {
    return this.messages;
  }

  clear(): void {
    this.messages.length = 0;
  }
}
