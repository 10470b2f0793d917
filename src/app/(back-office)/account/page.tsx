import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard, AuthCardHeading, AuthCardLink } from '@/features/auth/components/auth-card';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
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

/** /account: a signed-in person changes their password (anyone else gets the sign-in screen). */
export default async function AccountPage() {
  const access = await pageAccess();
  if (access.kind === 'signedOut') return <SignInScreen />;
  const t = await getTranslations('password');
  return (
    <AuthCard>
      <AuthCardHeading title={t('accountTitle')} intro={t('accountIntro')} />
      {access.kind === 'unavailable' ? (
        <AdminUnavailable />
      ) : (
        <>
          <ChangePasswordForm />
          {access.viewer.isStaff && <AuthCardLink href="/admin">{t('backToAdmin')}</AuthCardLink>}
        </>
      )}
    </AuthCard>
  );
}
