import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { cardClass } from '@/components/ui/card';
import { AuthForm } from '@/features/auth/components/auth-form';
import { BackOfficeBrand, PublicSiteLink } from '@/features/auth/components/brand';
import { getViewer } from '@/features/auth/guard';
import { safeReturnTo } from '@/features/auth/return-to';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('metaTitle'), description: t('metaDescription') };
}

/** /auth: sign in or sign up. A signed-in visitor is sent to the home page. */
export default async function AuthPage({ searchParams }: PageProps<'/auth'>) {
  const t = await getTranslations('auth');
  const site = await getTranslations('metadata');
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-8 md:py-14">
      <header className="flex w-full max-w-md justify-center">
        <BackOfficeBrand name={site('siteName')} homeLabel={t('backToSite')} />
      </header>
      <main id="main-content" className={cardClass('mt-6 w-full max-w-md p-6 md:p-8')}>
        <Suspense fallback={<p className="py-10 text-center text-ink-soft">{t('loading')}</p>}>
          <SignInOrUp searchParams={searchParams} />
        </Suspense>
      </main>
      <PublicSiteLink className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4">
        {t('backToSite')}
      </PublicSiteLink>
    </div>
  );
}

async function SignInOrUp({ searchParams }: Pick<PageProps<'/auth'>, 'searchParams'>) {
  if (await getViewer()) redirect('/');
  const { returnTo } = await searchParams;
  return <AuthForm returnTo={safeReturnTo(returnTo)} />;
}
