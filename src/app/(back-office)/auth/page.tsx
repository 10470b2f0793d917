import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthForm } from '@/features/auth/components/auth-form';
import { getViewerIfReadable } from '@/lib/admin/guard';
import { safeReturnTo } from '@/lib/admin/return-to';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('metaTitle'), description: t('metaDescription') };
}

/** /auth: sign in or sign up. A signed-in visitor is sent on (an admin: to returnTo or /admin). */
export default async function AuthPage({ searchParams }: PageProps<'/auth'>) {
  const t = await getTranslations('auth');
  return (
    <AuthCard>
      <Suspense fallback={<p className="py-10 text-center text-ink-soft">{t('loading')}</p>}>
        <SignInOrUp searchParams={searchParams} />
      </Suspense>
    </AuthCard>
  );
}

async function SignInOrUp({ searchParams }: Pick<PageProps<'/auth'>, 'searchParams'>) {
  // During a database outage the form shows; signing in then says what went wrong.
  const [viewer, { returnTo }] = await Promise.all([getViewerIfReadable(), searchParams]);
  const back = safeReturnTo(returnTo);
  // Signed in already: a staff member goes on to where the link pointed (or the back office),
  // anyone else to the home page.
  if (viewer) redirect(viewer.isStaff ? (back ?? '/admin') : '/');
  return <AuthForm returnTo={back} />;
}
