import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { MailMessage } from '@inkreel/shared';
import { nowIso } from '../db/ids.js';
import type { Outbox } from './outbox.js';

/** A message as a service writes it; the mailer gives it its id and time. */
export type OutgoingMail = Omit<MailMessage, 'id' | 'sentAt'>;

const LINK_PATTERN = /https?:\/\/[^\s<>"]+/g;

export function createMailer(options: {
  outbox: Outbox;
  logger: Logger;
  from: string;
  smtpUrl?: string;
}) {
  const { outbox, logger, from, smtpUrl } = options;
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    /** Keeps the message in the outbox (memory), logs it, and sends it by SMTP if set. */
    async send(mail: OutgoingMail): Promise<MailMessage> {
      const record: MailMessage = { id: randomUUID(), sentAt: nowIso(), ...mail };
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

export type Mailer = ReturnType<typeof createMailer>;
