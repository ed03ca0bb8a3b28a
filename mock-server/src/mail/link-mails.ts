import escapeHtml from 'escape-html';
import type { OutgoingMail } from './mailer.js';

/** A mail whose point is one link: plain text with the bare link, and HTML with it as a button. */
function linkMail(
  to: string,
  name: string,
  parts: { subject: string; intro: string; link: string; button: string; note: string },
): OutgoingMail {
  const { subject, intro, link, button, note } = parts;
  const text = [`Hi ${name},`, '', intro, '', link, '', note].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">
<p>Hi ${escapeHtml(name)},</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#6d4aff;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(button)}</a></p>
<p>Or open this link: <a href="${href}">${href}</a></p>
<p style="color:#666;font-size:13px">${escapeHtml(note)}</p>
</body></html>`;
  return { to, subject, text, html };
}

const clientLink = (clientOrigin: string, route: string, token: string) =>
  `${clientOrigin.replace(/\/+$/, '')}/${route}/${token}`;

/**
 * Marks a password link as one that sets a first password: the client's page then says "Set a
 * password" rather than "Choose a New Password". The token alone decides what the link does;
 * the provider's calls and replies are the same (docs/product.md, section 10).
 */
export const SET_PASSWORD_QUERY = 'set=1';

export const verificationMail = (to: string, name: string, clientOrigin: string, token: string) =>
  linkMail(to, name, {
    subject: 'Verify your email for Inkreel',
    intro: 'Please confirm your email address to finish setting up your Inkreel account:',
    link: clientLink(clientOrigin, 'verify-email', token),
    button: 'Verify my email',
    note: 'The link works once and expires in 24 hours. If you did not sign up, ignore this message.',
  });

export const passwordResetMail = (to: string, name: string, clientOrigin: string, token: string) =>
  linkMail(to, name, {
    subject: 'Reset your Inkreel password',
    intro:
      'Someone (hopefully you) asked to reset the password of your Inkreel account. Choose a new one here:',
    link: clientLink(clientOrigin, 'reset-password', token),
    button: 'Choose a new password',
    note: 'The link works once and expires in 1 hour. If you did not ask to reset your password, ignore this message: your password stays as it is.',
  });

/** The same page for an account that has no password yet (Google sign-in made it), worded so. */
export const setPasswordMail = (to: string, name: string, clientOrigin: string, token: string) =>
  linkMail(to, name, {
    subject: 'Set a password for Inkreel',
    intro:
      'Your Inkreel account signs in with Google. To also sign in with your e-mail address and a password, choose one here:',
    link: `${clientLink(clientOrigin, 'reset-password', token)}?${SET_PASSWORD_QUERY}`,
    button: 'Set a password',
    note: 'The link works once and expires in 1 hour. If you did not ask for it, ignore this message: you keep signing in with Google.',
  });
