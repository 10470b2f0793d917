import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard, AuthCardHeading, AuthCardLink } from '@/features/auth/components/auth-card';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { SessionsList } from '@/features/sessions/components/sessions-list';
import { TwoFactorSettings } from '@/features/two-factor/components/two-factor-settings';
import { mustEnrolTwoFactor } from '@/features/two-factor/enrolment-required';
import { pageAccess } from '@/lib/admin/guard';
import { AdminUnavailable } from '@/features/auth/components/admin-unavailable';
import { SignInScreen } from '@/features/auth/components/sign-in-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('password');
  return { title: t('metaAccount'), robots: { index: false } };
}

/**
 * Allowed to block: the session is read before anything is sent, so a signed-out visitor's answer
 * is a 401 with the sign-in screen from its first bytes (src/features/auth/access-status.ts).
 */
export const instant = false;

/**
 * /account: a signed-in person's own security — the password, two-factor sign-in (with the notice
 * when the company requires it and the admin layout sent them here) and the devices signed in.
 * Anyone else gets the sign-in screen.
 */
export default async function AccountPage() {
  const access = await pageAccess();
  if (access.kind === 'signedOut') return <SignInScreen />;
  const t = await getTranslations('password');
  return (
    <AuthCard wide>
      <AuthCardHeading title={t('accountTitle')} intro={t('accountIntro')} />
      {access.kind === 'unavailable' ? (
        <AdminUnavailable />
      ) : (
        <>
          <section aria-labelledby="password-title" className="mt-8">
            <h2 id="password-title" className="text-2xl">
              {t('sectionTitle')}
            </h2>
            <ChangePasswordForm />
          </section>
          <TwoFactorSettings
            enabled={access.viewer.twoFactorEnabled}
            required={await mustEnrolTwoFactor(access.viewer)}
          />
          <SessionsList />
          {access.viewer.isStaff && <AuthCardLink href="/admin">{t('backToAdmin')}</AuthCardLink>}
        </>
      )}
    </AuthCard>
  );
}
