import { getTranslations } from 'next-intl/server';
import { Ltr } from '@/components/ui/ltr';
import { getViewerIfReadable } from '@/lib/admin/guard';
import { ACCOUNT_PATH } from '../password-paths';
import { SignOutButton } from './sign-out-button';
import Link from 'next/link';

/** The signed-in user's name and e-mail with the sign-out button (nothing when signed out). */
export async function UserBox() {
  // During a database outage the page says so (AdminGate); the header just shows no user.
  const viewer = await getViewerIfReadable();
  if (!viewer) return null;
  const t = await getTranslations('backOffice');
  const p = await getTranslations('password');
  return (
    <div className="flex items-center justify-between gap-3 md:justify-end">
      <p className="min-w-0 leading-tight md:text-end">
        <span className="sr-only">{t('userLabel')}: </span>
        <span className="block font-semibold">{viewer.user.name}</span>
        <Ltr className="block truncate text-sm text-white/85">{viewer.user.email}</Ltr>
      </p>
      <Link
        href={ACCOUNT_PATH}
        className="inline-flex min-h-11 items-center text-sm font-semibold whitespace-nowrap text-white underline underline-offset-4"
      >
        {p('changeLink')}
      </Link>
      <SignOutButton />
    </div>
  );
}
