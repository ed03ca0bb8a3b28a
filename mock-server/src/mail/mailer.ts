import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { nowIso } from '../db/ids.js';
import { randomUUID } from 'node:crypto';
import type { MailRecord, Outbox } from './outbox.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Keeps the message in the outbox (memory), logs it, and sends it by SMTP if set. */
  send(mail: OutgoingMail): Promise<MailRecord>;
}

const LINK_PATTERN = /https?:\/\/[^\s<>"]+/g;

export function createMailer(options: {
  outbox: Outbox;
  logger: Logger;
  from: string;
  smtpUrl?: string;
}): Mailer {
  const { outbox, logger, from, smtpUrl } = options;
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail) {
      const record: MailRecord = { id: randomUUID(), sentAt: nowIso(), ...mail };
      outbox.add(record);
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
