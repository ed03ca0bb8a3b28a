/** One message as the outbox keeps it (and GET /__dev/mailbox lists it). */
export interface MailRecord {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

const OUTBOX_LIMIT = 500;

/**
 * The last messages sent, for the dev mailbox. Held in memory only: they carry verification
 * links, which must not sit in clear in db.json next to their hashes. A restart empties it (the
 * log still has each link). With the dev routes off nobody can read it, so nothing is kept.
 */
export class Outbox {
  private readonly messages: MailRecord[] = [];

  constructor(private readonly options: { keep: boolean; limit?: number }) {}

  add(record: MailRecord): void {
    if (!this.options.keep) return;
    this.messages.push(record);
    const limit = this.options.limit ?? OUTBOX_LIMIT;
    if (this.messages.length > limit) this.messages.splice(0, this.messages.length - limit);
  }

  list(): readonly MailRecord[] {
    return this.messages;
  }

  clear(): void {
    this.messages.length = 0;
  }
}
