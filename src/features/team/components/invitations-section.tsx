import { getTranslations } from 'next-intl/server';
import { cardClass } from '@/components/ui/card';
import { adminDateTime } from '@/lib/admin/date-time';
import type { PendingInvitation } from '../admin-queries';
import { InvitationActions } from './invitation-actions';

/**
 * Invitations not yet used: address, role, until when the link works (or that it expired), with
 * resend and cancel. On a phone one card each, from md up a table.
 */
export async function InvitationsSection({ invitations }: { invitations: PendingInvitation[] }) {
  const t = await getTranslations('backOffice.users');
  const rows = invitations.map((invitation) => {
    const date = adminDateTime.format(invitation.expiresAt);
    return {
      invitation,
      role: t(`roles.${invitation.role}`),
      expiry: invitation.expired ? t('invitations.expired', { date }) : date,
    };
  });
  const th = 'px-4 py-2 text-start font-semibold';
  return (
    <section aria-labelledby="invitations-heading" className="grid gap-4">
      <h2 id="invitations-heading" className="text-2xl">
        {t('invitations.title')}
      </h2>
      {rows.length === 0 ? (
        <p className={cardClass('p-5 text-ink-soft')}>{t('invitations.empty')}</p>
      ) : (
        <>
          <ul aria-label={t('invitations.caption')} className="grid gap-4 md:hidden">
            {rows.map(({ invitation, role, expiry }) => (
              <li
                key={invitation.id}
                className={cardClass('grid gap-2 p-5')}
                data-invitation={invitation.email}
              >
                <p className="font-semibold break-all">
                  <bdi dir="ltr">{invitation.email}</bdi>
                </p>
                <p className="text-sm">
                  <span className="text-ink-soft">{t('invitations.role')}: </span>
                  {role}
                </p>
                <p className={`text-sm ${invitation.expired ? 'text-closed' : ''}`}>
                  <span className="text-ink-soft">{t('invitations.expires')}: </span>
                  {expiry}
                </p>
                <InvitationActions id={invitation.id} email={invitation.email} />
              </li>
            ))}
          </ul>
          <div className={cardClass('hidden overflow-x-auto md:block')}>
            <table className="w-full text-start text-sm">
              <caption className="sr-only">{t('invitations.caption')}</caption>
              <thead className="bg-cream text-ink">
                <tr>
                  <th scope="col" className={th}>
                    {t('invitations.email')}
                  </th>
                  <th scope="col" className={th}>
                    {t('invitations.role')}
                  </th>
                  <th scope="col" className={th}>
                    {t('invitations.expires')}
                  </th>
                  <th scope="col" className={th}>
                    {t('invitations.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map(({ invitation, role, expiry }) => (
                  <tr
                    key={invitation.id}
                    className="border-t border-line align-middle"
                    data-invitation={invitation.email}
                  >
                    <th scope="row" className="px-4 py-3 text-start font-normal break-all">
                      <bdi dir="ltr">{invitation.email}</bdi>
                    </th>
                    <td className="px-4 py-3">{role}</td>
                    <td className={`px-4 py-3 ${invitation.expired ? 'text-closed' : ''}`}>
                      {expiry}
                    </td>
                    <td className="px-4 py-3">
                      <InvitationActions id={invitation.id} email={invitation.email} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
