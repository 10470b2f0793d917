'use client';

import { LogOut } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { setAdminMarker } from '@/lib/auth/admin-marker';
import { authClient } from '@/lib/auth/client';

/**
 * Signs out (the session row is deleted, the cookie cleared) and goes to the sign-in page. It also
 * subscribes to the session, whose fetch on load and on focus lets the server refresh it.
 */
export function SignOutButton() {
  const t = useTranslations('backOffice');
  authClient.useSession();
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    try {
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message);
      setAdminMarker(false);
      router.replace('/auth');
      router.refresh();
    } catch {
      toast.error(t('signOutError'));
      setPending(false);
    }
  }

  return (
    <button
      type="button"
      onClick={signOut}
      disabled={pending}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-white/70 px-4 font-semibold text-white transition-colors hover:bg-white hover:text-ink disabled:opacity-60"
    >
      <LogOut className="size-4 rtl:rotate-180" aria-hidden="true" />
      {pending ? t('loading') : t('signOut')}
    </button>
  );
}
