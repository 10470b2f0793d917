import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AuthCard, AuthCardHeading } from '@/features/auth/components/auth-card';
import {
  InvalidResetLink,
  ResetPasswordForm,
} from '@/features/auth/components/reset-password-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('password');
  return { title: t('metaReset'), robots: { index: false } };
}

/**
 * /auth/reset-password?token=…: where the e-mailed link leads (through Better Auth, which adds
 * `?error=INVALID_TOKEN` for an expired or used link instead of the token).
 */
export default async function ResetPasswordPage({
  searchParams,
}: PageProps<'/auth/reset-password'>) {
  const t = await getTranslations('password');
  const auth = await getTranslations('auth');
  return (
    <AuthCard>
      <AuthCardHeading title={t('resetTitle')} intro={t('resetIntro')} />
      <div className="mt-6">
        <Suspense fallback={<p className="py-6 text-center text-ink-soft">{auth('loading')}</p>}>
          <ResetOrInvalid searchParams={searchParams} />
        </Suspense>
      </div>
    </AuthCard>
  );
}

async function ResetOrInvalid({
  searchParams,
}: Pick<PageProps<'/auth/reset-password'>, 'searchParams'>) {
  const { token, error } = await searchParams;
  if (error || typeof token !== 'string' || !/^[\w-]{10,200}$/.test(token)) {
    return <InvalidResetLink />;
  }
  return <ResetPasswordForm token={token} />;
}
