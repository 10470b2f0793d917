import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard, AuthCardHeading, AuthCardLink } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('password');
  return { title: t('metaForgot'), robots: { index: false } };
}

/** /auth/forgot-password: ask for an e-mailed link to choose a new password. */
export default async function ForgotPasswordPage() {
  const t = await getTranslations('password');
  return (
    <AuthCard>
      <AuthCardHeading title={t('forgotTitle')} intro={t('forgotIntro')} />
      <ForgotPasswordForm />
      <AuthCardLink href="/auth">{t('backToSignIn')}</AuthCardLink>
    </AuthCard>
  );
}
