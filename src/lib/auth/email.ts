import { createTranslator } from 'use-intl/core';
import he from '@messages/he.json';
import type { Mail } from '@/lib/mail';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * An account e-mail with one link (Hebrew, like the back office), from a messages namespace with
 * subject, greeting, intro, action, expiry and ignore. Built from the messages file directly, so
 * it works in the server, in scripts and in tests alike.
 */
function linkEmail(
  namespace: 'authEmail' | 'resetEmail',
  user: { email: string; name: string },
  url: string,
): Mail {
  const t = createTranslator({ locale: 'he', messages: he, namespace });
  const site = he.metadata.siteName;
  const name = user.name.trim() || user.email;
  const text = [
    t('greeting', { name }),
    '',
    t('intro', { site }),
    url,
    '',
    t('expiry'),
    t('ignore'),
  ].join('\n');
  const html = `<!doctype html>
<html lang="he" dir="rtl">
<body style="font-family: Arial, sans-serif; line-height: 1.6; color: #1c1f26;">
<p>${escapeHtml(t('greeting', { name }))}</p>
<p>${escapeHtml(t('intro', { site }))}</p>
<p><a href="${escapeHtml(url)}" style="display: inline-block; background: #c62828; color: #fff; padding: 12px 20px; border-radius: 999px; text-decoration: none; font-weight: bold;">${escapeHtml(t('action'))}</a></p>
<p dir="ltr" style="font-size: 13px; color: #4a4f5c; word-break: break-all;">${escapeHtml(url)}</p>
<p>${escapeHtml(t('expiry'))}<br>${escapeHtml(t('ignore'))}</p>
</body>
</html>`;
  return { to: user.email, subject: t('subject', { site }), text, html };
}

/** The e-mail that confirms a new account's address. */
export const verificationEmail = (user: { email: string; name: string }, url: string) =>
  linkEmail('authEmail', user, url);

/** The e-mail with the one-hour, one-use link to choose a new password. */
export const resetPasswordEmail = (user: { email: string; name: string }, url: string) =>
  linkEmail('resetEmail', user, url);
