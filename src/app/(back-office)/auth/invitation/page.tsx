import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AuthCard, AuthCardHeading } from '@/features/auth/components/auth-card';
import { findOpenInvitation } from '@/features/team/invitations';
import { InvalidInvitation, InvitationForm, type InvitationTexts } from './invitation-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('invitation');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /auth/invitation?token=…: where an invitation e-mail's link leads (issue 35). An open
 * invitation shows the form for name and password; an expired, used, cancelled, replaced or
 * unknown link the same "no longer valid" page (and no account is made).
 */
export default async function InvitationPage({ searchParams }: { searchParams: SearchParams }) {
  const [t, auth] = await Promise.all([getTranslations('invitation'), getTranslations('auth')]);
  return (
    <AuthCard>
      <AuthCardHeading title={t('title')} />
      <div className="mt-6">
        <Suspense fallback={<p className="py-6 text-center text-ink-soft">{auth('loading')}</p>}>
          <FormOrInvalid searchParams={searchParams} />
        </Suspense>
      </div>
    </AuthCard>
  );
}

async function FormOrInvalid({ searchParams }: { searchParams: SearchParams }) {
  const [t, { token }] = await Promise.all([getTranslations('invitation'), searchParams]);
  const texts: InvitationTexts = {
    email: t('email'),
    name: t('name'),
    nameRequired: t('nameRequired'),
    nameTooLong: t('nameTooLong'),
    submit: t('submit'),
    invalidTitle: t('invalidTitle'),
    invalidText: t('invalidText'),
    doneTitle: t('doneTitle'),
    done: t('done'),
    toSignIn: t('toSignIn'),
    rateLimited: t('rateLimited'),
    failed: t('failed'),
  };
  let invitation;
  try {
    invitation = await findOpenInvitation(token);
  } catch (error) {
    // The database is unreachable: not "invalid" (the link may be fine), so say to try again.
    console.error(
      '[team] reading an invitation failed:',
      error instanceof Error ? error.name : 'unknown error',
    );
    return (
      <p role="alert" className="font-semibold text-closed">
        {t('unavailable')}
      </p>
    );
  }
  if (!invitation || typeof token !== 'string') return <InvalidInvitation texts={texts} />;
  // The intro only with the form: a dead link's page says what to do instead.
  return (
    <>
      <p className="mb-4 text-ink-soft">{t('intro')}</p>
      <p className="mb-4">
        {t('role')}:{' '}
        <strong>{t(`roles.${invitation.role as 'admin' | 'editor' | 'sales'}`)}</strong>
      </p>
      <InvitationForm token={token} email={invitation.email} texts={texts} />
    </>
  );
}
