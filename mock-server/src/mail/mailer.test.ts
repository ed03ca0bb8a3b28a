import type { AddressInfo } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls } from '@inkreel/shared';
import { expectReply } from '../test/expect-reply.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createMailer } from './mailer.js';

interface Delivered {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP peer on a free port that keeps what it receives. */
async function startSmtpPeer(): Promise<{
  port: number;
  inbox: Delivered[];
  stop(): Promise<void>;
}> {
  const inbox: Delivered[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, inbox, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('mailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Inkreel Test <no-reply@inkreel.test>',
      CLIENT_ORIGIN: 'http://client.test:5173',
    });
  });
  afterAll(async () => {
    await smtp.stop();
    await t.cleanup();
  });

  it('delivers the verification e-mail over SMTP and keeps it in the outbox', async () => {
    const email = `smtp-${Date.now()}@example.com`;
    const res = await request(t.app)
      .post('/api/auth/register')
      .send({ name: 'Smtp Person', email, password: 'long-enough-pw' });
    expectReply(authCalls.register, res, 201);

    const outbox = t.deps.outbox.list().filter((m) => m.to === email);
    expect(outbox).toHaveLength(1);
    const link = /http:\/\/client\.test:5173\/verify-email\/[A-Za-z0-9_-]+/.exec(
      outbox[0]?.text ?? '',
    )?.[0];
    expect(link).toBeDefined();
    expect(outbox[0]?.html).toContain(`href="${link}"`);

    const delivered = smtp.inbox.find((m) => m.to.includes(email));
    expect(delivered?.from).toBe('no-reply@inkreel.test');
    // Quoted-printable may wrap long lines with "=\r\n"; unwrap before looking for the link.
    const body = delivered?.raw.replace(/=\r?\n/g, '') ?? '';
    expect(body).toContain('Subject: Verify your email for Inkreel');
    expect(body).toContain(link);
  });

  it('keeps the message and logs its link when the SMTP peer is unreachable', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer({
      outbox: t.deps.outbox,
      logger,
      from: 'x@example.com',
      smtpUrl: 'smtp://127.0.0.1:1',
    });
    const record = await mailer.send({
      to: 'nobody@example.com',
      subject: 'Hello',
      text: 'Open http://client.test/verify-email/abc123 now',
      html: '<a href="http://client.test/verify-email/abc123">Open</a>',
    });
    expect(t.deps.outbox.list().at(-1)).toEqual(record);
    const logged = lines.map((l) => JSON.parse(l) as { msg: string; mail?: { links: string[] } });
    expect(logged.find((l) => l.mail)?.mail?.links).toEqual([
      'http://client.test/verify-email/abc123',
    ]);
    expect(logged.some((l) => l.msg === 'SMTP delivery failed')).toBe(true);
  });
});
