import { getTranslations } from 'next-intl/server';
import { Ltr } from '@/components/ui/ltr';
import { getViewer } from '../guard';
import { SignOutButton } from './sign-out-button';

/** The signed-in user's name and e-mail with the sign-out button (nothing when signed out). */
export async function UserBox() {
  const viewer = await getViewer();
  if (!viewer) return null;
  const t = await getTranslations('backOffice');
  return (
    <div className="flex items-center justify-between gap-3 md:justify-end">
      <p className="min-w-0 leading-tight md:text-end">
        <span className="sr-only">{t('userLabel')}: </span>
        <span className="block font-semibold">{viewer.user.name}</span>
        <Ltr className="block truncate text-sm text-white/85">{viewer.user.email}</Ltr>
      </p>
      <SignOutButton />
    </div>
  );
}
