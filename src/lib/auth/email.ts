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

/**
 * The texts of the "two-factor sign-in turned on / off" e-mails. Here rather than in the messages
 * files: they go to the back-office team, who read Hebrew (like `backOffice`, there would be no
 * English twin to keep), and they are the security notices of this module alone.
 */
const TWO_FACTOR_TEXTS = {
  enabled: {
    subject: 'אימות דו-שלבי הופעל בחשבון שלך באתר {site}',
    body: 'האימות הדו-שלבי הופעל בחשבון שלך באתר {site}. מעכשיו, בכל כניסה נבקש גם קוד מאפליקציית האימות שלך (או אחד מקודי הגיבוי).',
    warning:
      'אם לא את/ה הפעלת אותו, ייתכן שמישהו אחר יודע את הסיסמה שלך: החליפו אותה מיד ופנו למנהל/ת האתר.',
  },
  disabled: {
    subject: 'אימות דו-שלבי בוטל בחשבון שלך באתר {site}',
    body: 'האימות הדו-שלבי בוטל בחשבון שלך באתר {site}. מעכשיו הכניסה דורשת סיסמה בלבד, וקודי הגיבוי הקודמים אינם תקפים עוד.',
    warning:
      'אם לא את/ה ביטלת אותו, ייתכן שמישהו אחר נכנס לחשבון שלך: החליפו את הסיסמה מיד, הפעילו שוב את האימות הדו-שלבי ופנו למנהל/ת האתר.',
  },
  manage: 'ניהול האימות הדו-שלבי בדף החשבון:',
} as const;

/**
 * The notice that two-factor sign-in was turned on (`enabled`) or off for the account, with the
 * way to the account page (`accountUrl`) where it is managed. Sent to the account's own address:
 * if someone else did it, the owner learns of it.
 */
export function twoFactorChangedEmail(
  user: { email: string; name: string },
  enabled: boolean,
  accountUrl: string,
): Mail {
  const greeting = createTranslator({ locale: 'he', messages: he, namespace: 'authEmail' });
  const site = he.metadata.siteName;
  const texts = TWO_FACTOR_TEXTS[enabled ? 'enabled' : 'disabled'];
  const fill = (value: string) => value.replaceAll('{site}', site);
  const hello = greeting('greeting', { name: user.name.trim() || user.email });
  const text = [
    hello,
    '',
    fill(texts.body),
    '',
    texts.warning,
    '',
    TWO_FACTOR_TEXTS.manage,
    accountUrl,
  ].join('\n');
  const html = `<!doctype html>
<html lang="he" dir="rtl">
<body style="font-family: Arial, sans-serif; line-height: 1.6; color: #1c1f26;">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(fill(texts.body))}</p>
<p><strong>${escapeHtml(texts.warning)}</strong></p>
<p>${escapeHtml(TWO_FACTOR_TEXTS.manage)}<br><a href="${escapeHtml(accountUrl)}" dir="ltr">${escapeHtml(accountUrl)}</a></p>
</body>
</html>`;
  return { to: user.email, subject: fill(texts.subject), text, html };
}
