import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { AUTH_ERROR_KEYS } from '@/lib/auth-schema';
import { AuthForm, type AuthFormTexts } from '@/features/auth/components/auth-form';
import { BackOfficeBrand } from '@/features/auth/components/brand';
import { getViewer } from '@/features/auth/guard';
import { safeReturnTo } from '@/features/auth/return-to';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'he', namespace: 'auth' });
  return { title: t('metaTitle'), description: t('metaDescription') };
}

/** /auth: sign in or sign up. A signed-in visitor is sent to the home page. */
export default async function AuthPage({ searchParams }: PageProps<'/auth'>) {
  const t = await getTranslations({ locale: 'he', namespace: 'auth' });
  const site = await getTranslations({ locale: 'he', namespace: 'metadata' });
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-8 md:py-14">
      <header className="flex w-full max-w-md justify-center">
        <BackOfficeBrand name={site('siteName')} homeLabel={t('backToSite')} />
      </header>
      <main
        id="main-content"
        className="mt-6 w-full max-w-md rounded-card bg-white p-6 shadow-card ring-1 ring-line md:p-8"
      >
        <Suspense fallback={<p className="py-10 text-center text-ink-soft">{t('loading')}</p>}>
          <SignInOrUp searchParams={searchParams} />
        </Suspense>
      </main>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- another root layout */}
      <a
        href="/"
        className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4"
      >
        {t('backToSite')}
      </a>
    </div>
  );
}

async function SignInOrUp({ searchParams }: Pick<PageProps<'/auth'>, 'searchParams'>) {
  if (await getViewer()) redirect('/');
  const { returnTo } = await searchParams;
  const t = await getTranslations({ locale: 'he', namespace: 'auth' });
  const texts: AuthFormTexts = {
    signInTitle: t('signInTitle'),
    signUpTitle: t('signUpTitle'),
    signInIntro: t('signInIntro'),
    signUpIntro: t('signUpIntro'),
    fullName: t('fullName'),
    email: t('email'),
    password: t('password'),
    passwordHint: t('passwordHint'),
    submitSignIn: t('submitSignIn'),
    submitSignUp: t('submitSignUp'),
    loading: t('loading'),
    noAccount: t('noAccount'),
    toSignUp: t('toSignUp'),
    haveAccount: t('haveAccount'),
    toSignIn: t('toSignIn'),
    signInError: t('signInError'),
    signUpError: t('signUpError'),
    unexpectedError: t('unexpectedError'),
    signedIn: t('signedIn'),
    checkEmail: t('checkEmail'),
    errors: Object.fromEntries(
      AUTH_ERROR_KEYS.map((key) => [key, t(`errors.${key}`)]),
    ) as AuthFormTexts['errors'],
    server: {
      invalidCredentials: t('server.invalidCredentials'),
      emailNotVerified: t('server.emailNotVerified'),
      tooManyRequests: t('server.tooManyRequests'),
      forbidden: t('server.forbidden'),
    },
  };
  return <AuthForm texts={texts} returnTo={safeReturnTo(returnTo)} />;
}
