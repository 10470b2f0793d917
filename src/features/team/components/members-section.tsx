import { getTranslations } from 'next-intl/server';
import { cardClass } from '@/components/ui/card';
import { adminDateTime } from '@/lib/admin/date-time';
import type { TeamMember } from '../admin-queries';
import { MemberActions, type MemberControls } from './member-actions';

type Texts = Awaited<ReturnType<typeof getTranslations<'backOffice.users'>>>;

/** One account's values as both layouts show them. */
function view(member: TeamMember, t: Texts, viewerId: string | undefined) {
  return {
    controls: {
      id: member.id,
      label: member.name.trim() || member.email,
      role: member.role,
      deactivated: member.deactivatedAt !== null,
    } satisfies MemberControls,
    name: member.name.trim() || '—',
    you: member.id === viewerId,
    role: t(`roles.${member.role}`),
    twoFactor: member.twoFactorEnabled ? t('members.twoFactorOn') : t('members.twoFactorOff'),
    lastSignIn: member.lastSignInAt
      ? adminDateTime.format(member.lastSignInAt)
      : t('members.never'),
    status: member.deactivatedAt ? t('members.deactivated') : t('members.active'),
  };
}

/** A status pill: active (green) or deactivated (red). */
function Status({ deactivated, text }: { deactivated: boolean; text: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${
        deactivated ? 'bg-closed-bg text-closed' : 'bg-open-bg text-open'
      }`}
    >
      {text}
    </span>
  );
}

/**
 * Every account: on a phone one card each, from md up a table with a caption and column
 * headers. Staff first, then signed-up users shown as "no back-office access" (the query's
 * order). Times in Israel time.
 */
export async function MembersSection({
  members,
  viewerId,
}: {
  members: TeamMember[];
  viewerId: string | undefined;
}) {
  const t = await getTranslations('backOffice.users');
  const rows = members.map((member) => ({ member, ...view(member, t, viewerId) }));
  const th = 'px-4 py-2 text-start font-semibold';
  return (
    <section aria-labelledby="members-heading" className="grid gap-4">
      <h2 id="members-heading" className="text-2xl">
        {t('members.title')}{' '}
        <span className="text-base font-semibold text-ink-soft">
          · {t('members.count', { count: members.length })}
        </span>
      </h2>

      <ul aria-label={t('members.caption')} className="grid gap-4 md:hidden">
        {rows.map((row) => (
          <li
            key={row.member.id}
            className={cardClass('grid gap-3 p-5')}
            data-member={row.member.email}
          >
            <div>
              <p className="text-lg font-semibold break-words">
                {row.name}{' '}
                {row.you && <span className="text-sm text-ink-soft">{t('members.you')}</span>}
              </p>
              <p className="break-all text-ink-soft">
                <bdi dir="ltr">{row.member.email}</bdi>
              </p>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink-soft">{t('members.role')}</dt>
              <dd>{row.role}</dd>
              <dt className="text-ink-soft">{t('members.twoFactor')}</dt>
              <dd>{row.twoFactor}</dd>
              <dt className="text-ink-soft">{t('members.lastSignIn')}</dt>
              <dd>{row.lastSignIn}</dd>
              <dt className="text-ink-soft">{t('members.sessions')}</dt>
              <dd>{row.member.activeSessions}</dd>
              <dt className="text-ink-soft">{t('members.status')}</dt>
              <dd>
                <Status deactivated={row.controls.deactivated} text={row.status} />
              </dd>
            </dl>
            <MemberActions member={row.controls} />
          </li>
        ))}
      </ul>

      <div className={cardClass('hidden overflow-x-auto md:block')}>
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t('members.caption')}</caption>
          <thead className="bg-cream text-ink">
            <tr>
              <th scope="col" className={th}>
                {t('members.name')}
              </th>
              <th scope="col" className={th}>
                {t('members.role')}
              </th>
              <th scope="col" className={th}>
                {t('members.twoFactor')}
              </th>
              <th scope="col" className={th}>
                {t('members.lastSignIn')}
              </th>
              <th scope="col" className={th}>
                {t('members.sessions')}
              </th>
              <th scope="col" className={th}>
                {t('members.status')}
              </th>
              <th scope="col" className={th}>
                {t('members.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.member.id}
                className="border-t border-line align-top"
                data-member={row.member.email}
              >
                <th scope="row" className="px-4 py-3 text-start font-normal">
                  <span className="block font-semibold break-words">
                    {row.name}{' '}
                    {row.you && <span className="text-ink-soft">{t('members.you')}</span>}
                  </span>
                  <bdi dir="ltr" className="block break-all text-ink-soft">
                    {row.member.email}
                  </bdi>
                </th>
                <td className="px-4 py-3">{row.role}</td>
                <td className="px-4 py-3">{row.twoFactor}</td>
                <td className="px-4 py-3 whitespace-nowrap">{row.lastSignIn}</td>
                <td className="px-4 py-3">{row.member.activeSessions}</td>
                <td className="px-4 py-3">
                  <Status deactivated={row.controls.deactivated} text={row.status} />
                </td>
                <td className="px-4 py-3">
                  <MemberActions member={row.controls} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
