import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { AuthCard, AuthCardHeading, AuthCardLink } from '@/features/auth/components/auth-card';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { getViewer, isSessionUnavailable } from '@/features/auth/guard';
import { AdminUnavailable } from '@/features/auth/components/admin-unavailable';
import { ACCOUNT_PATH } from '@/features/auth/password-paths';
import { signInPath } from '@/features/auth/return-to';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('password');
  return { title: t('metaAccount'), robots: { index: false } };
}

/** /account: a signed-in person changes their password (anyone else is sent to sign in). */
export default async function AccountPage() {
  const t = await getTranslations('password');
  const auth = await getTranslations('auth');
  return (
    <AuthCard>
      <AuthCardHeading title={t('accountTitle')} intro={t('accountIntro')} />
      <Suspense fallback={<p className="py-6 text-center text-ink-soft">{auth('loading')}</p>}>
        <SignedIn />
      </Suspense>
    </AuthCard>
  );
}

async function SignedIn() {
  let viewer;
  try {
    viewer = await getViewer();
  } catch (error) {
    if (!isSessionUnavailable(error)) throw error;
    return <AdminUnavailable />;
  }
  if (!viewer) redirect(signInPath(ACCOUNT_PATH));
  const t = await getTranslations('password');
  return (
    <>
      <ChangePasswordForm />
      {viewer.isAdmin && <AuthCardLink href="/admin">{t('backToAdmin')}</AuthCardLink>}
    </>
  );
}
