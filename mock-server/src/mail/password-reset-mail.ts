import escapeHtml from 'escape-html';
import type { OutgoingMail } from './mailer.js';

export function passwordResetLink(clientOrigin: string, token: string): string {
  return `${clientOrigin.replace(/\/+$/, '')}/reset-password/${token}`;
}

/** The reset e-mail: plain text with the bare link, and HTML with it as a button. */
export function passwordResetMail(
  to: string,
  name: string,
  link: string,
  productName = 'Inkreel',
): OutgoingMail {
  const subject = `Reset your ${productName} password`;
  const note =
    'The link works once and expires in 1 hour. If you did not ask to reset your password, ignore this message: your password stays as it is.';
  const text = [
    `Hi ${name},`,
    '',
    `Someone (hopefully you) asked to reset the password of your ${productName} account. Choose a new one here:`,
    '',
    link,
    '',
    note,
  ].join('\n');
  const safeLink = escapeHtml(link);
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">
<p>Hi ${escapeHtml(name)},</p>
<p>Someone (hopefully you) asked to reset the password of your ${escapeHtml(productName)} account.</p>
<p><a href="${safeLink}" style="display:inline-block;padding:10px 18px;background:#6d4aff;color:#fff;border-radius:8px;text-decoration:none">Choose a new password</a></p>
<p>Or open this link: <a href="${safeLink}">${safeLink}</a></p>
<p style="color:#666;font-size:13px">${escapeHtml(note)}</p>
</body></html>`;
  return { to, subject, text, html };
}
