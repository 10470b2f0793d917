import { getTranslations } from 'next-intl/server';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed';
import { readDashboard } from '@/lib/admin/dashboard-read';
import { getViewer } from '@/lib/admin/guard';
import { listPendingInvitations, listTeamMembers } from '../admin-queries';
import { InvitationsSection } from './invitations-section';
import { InviteForm } from './invite-form';
import { MembersSection } from './members-section';

/**
 * /admin/users (issue 35): invite a team member, the pending invitations, and every account
 * with its role, two-factor state, last sign-in, sessions and whether it is switched off. Read
 * on the server per request; every action re-renders it.
 */
export async function UsersDashboard() {
  const [t, viewer, data] = await Promise.all([
    getTranslations('backOffice.users'),
    getViewer(),
    readDashboard('users', async () => {
      const [members, invitations] = await Promise.all([
        listTeamMembers(),
        listPendingInvitations(),
      ]);
      return { members, invitations };
    }),
  ]);
  if (!data)
    return <AdminLoadFailed title={t('loadFailed')} text={t('loadFailedText')} className="mt-6" />;
  return (
    <div className="mt-6 grid gap-8">
      <p className="max-w-prose text-lg text-ink-soft">{t('intro')}</p>
      <InviteForm />
      <InvitationsSection invitations={data.invitations} />
      <MembersSection members={data.members} viewerId={viewer?.user.id} />
    </div>
  );
}
