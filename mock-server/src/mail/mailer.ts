import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { MailRecord } from '../db/schema.js';
import type { Store } from '../db/store.js';
import { nowIso } from '../db/ids.js';
import { randomUUID } from 'node:crypto';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Keeps the message in the outbox (caller writes the store), logs it, and sends it by SMTP if set. */
  send(mail: OutgoingMail): Promise<MailRecord>;
}

export interface MailerOptions {
  store: Store;
  logger: Logger;
  from: string;
  smtpUrl?: string;
}

const OUTBOX_LIMIT = 500;
const LINK_PATTERN = /https?:\/\/[^\s<>"]+/g;

export function createMailer({ store, logger, from, smtpUrl }: MailerOptions): Mailer {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail) {
      const record: MailRecord = { id: randomUUID(), sentAt: nowIso(), ...mail };
      const outbox = store.data.mail;
      outbox.push(record);
      if (outbox.length > OUTBOX_LIMIT) outbox.splice(0, outbox.length - OUTBOX_LIMIT);
      // The links are what a developer needs from the log (the verification link above all).
      const links = mail.text.match(LINK_PATTERN) ?? [];
      logger.info(
        { mail: { id: record.id, to: mail.to, subject: mail.subject, links } },
        `mail to ${mail.to}: "${mail.subject}"${links.length ? ` ${links.join(' ')}` : ''}`,
      );
      if (transport) {
        try {
          await transport.sendMail({ from, ...mail });
        } catch (err) {
          // The outbox keeps the message; a broken SMTP peer must not fail the user's request.
          logger.error({ err }, 'SMTP delivery failed');
        }
      }
      return record;
    },
  };
}
