import { createTranslator } from 'use-intl/core';
import he from '@messages/he.json';
import type { Role } from '@/db/schema';
import type { StaffMailInput } from '@/lib/staff-mail';

/*
 * The users screen's e-mails to the team (issue 35), in Hebrew like the back office: plain text
 * with a simple HTML twin. Built from the messages file directly (backOffice.users.mails), so the
 * actions and the tests word them the same way. Queued with queueStaffMail (src/lib/staff-mail.ts).
 */

const t = createTranslator({ locale: 'he', messages: he, namespace: 'backOffice.users' });
const site = he.metadata.siteName;

/** A role as the back office names it ("עורך תוכן"). */
export const roleName = (role: Role): string => t(`roles.${role}`);

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A right-to-left HTML body of these paragraphs (already escaped). */
const htmlBody = (paragraphs: string[]) => `<!doctype html>
<html lang="he" dir="rtl">
<body style="font-family: Arial, sans-serif; line-height: 1.6; color: #1c1f26;">
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
</body>
</html>`;

/** The invitation: the role offered and the personal link (72 hours, once). */
export function invitationMail(to: string, role: Role, url: string): StaffMailInput {
  const intro = t('mails.inviteIntro', { site, role: roleName(role) });
  const text = [
    t('mails.inviteGreeting'),
    '',
    intro,
    t('mails.inviteAction'),
    url,
    '',
    t('mails.inviteExpiry'),
    t('mails.inviteIgnore'),
  ].join('\n');
  const html = htmlBody([
    escapeHtml(t('mails.inviteGreeting')),
    escapeHtml(intro),
    `<a href="${escapeHtml(url)}" style="display: inline-block; background: #c62828; color: #fff; padding: 12px 20px; border-radius: 999px; text-decoration: none; font-weight: bold;">${escapeHtml(t('mails.inviteButton'))}</a>`,
    `<span dir="ltr" style="font-size: 13px; color: #4a4f5c; word-break: break-all;">${escapeHtml(url)}</span>`,
    `${escapeHtml(t('mails.inviteExpiry'))}<br>${escapeHtml(t('mails.inviteIgnore'))}`,
  ]);
  return { to, subject: t('mails.inviteSubject', { site }), text, html };
}

/** The notice to a person that an administrator changed their role. */
export function roleChangedMail(
  person: { email: string; name: string },
  from: Role,
  to: Role,
): StaffMailInput {
  const name = person.name.trim() || person.email;
  const lines = [
    t('mails.roleGreeting', { name }),
    t('mails.roleText', { site, from: roleName(from), to: roleName(to) }),
    ...(to === 'user' ? [t('mails.roleNoAccess')] : []),
    t('mails.roleQuestion'),
  ];
  return {
    to: person.email,
    subject: t('mails.roleSubject', { site }),
    text: [lines[0], '', ...lines.slice(1)].join('\n'),
    html: htmlBody(lines.map(escapeHtml)),
  };
}
