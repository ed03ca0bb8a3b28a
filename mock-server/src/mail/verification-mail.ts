import type { OutgoingMail } from './mailer.js';
import escapeHtml from 'escape-html';

export function verificationLink(clientOrigin: string, token: string): string {
  return `${clientOrigin.replace(/\/+$/, '')}/verify-email/${token}`;
}

/** The verification e-mail: plain text with the bare link, and HTML with it as a button. */
export function verificationMail(
  to: string,
  name: string,
  link: string,
  productName = 'Inkreel',
): OutgoingMail {
  const subject = `Verify your email for ${productName}`;
  const text = [
    `Hi ${name},`,
    '',
    `Please confirm your email address to finish setting up your ${productName} account:`,
    '',
    link,
    '',
    'The link works once and expires in 24 hours. If you did not sign up, ignore this message.',
  ].join('\n');
  const safeLink = escapeHtml(link);
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">
<p>Hi ${escapeHtml(name)},</p>
<p>Please confirm your email address to finish setting up your ${escapeHtml(productName)} account:</p>
<p><a href="${safeLink}" style="display:inline-block;padding:10px 18px;background:#6d4aff;color:#fff;border-radius:8px;text-decoration:none">Verify my email</a></p>
<p>Or open this link: <a href="${safeLink}">${safeLink}</a></p>
<p style="color:#666;font-size:13px">The link works once and expires in 24 hours. If you did not sign up, ignore this message.</p>
</body></html>`;
  return { to, subject, text, html };
}
