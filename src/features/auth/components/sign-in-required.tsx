'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { safeReturnTo, signInPath } from '@/lib/admin/return-to';
import { AuthForm } from './auth-form';

/**
 * The sign-in form on a back-office page asked for without a session (its answer is a 401): the
 * server HTML already holds the sign-in prompt; in the browser the address then becomes the
 * sign-in page's, /auth?returnTo=<this page>, which brings the user back here after sign-in.
 */
export function SignInRequired() {
  const pathname = usePathname();
  const router = useRouter();
  useEffect(() => {
    // The page's query string too (/admin/inquiries?status=new&page=2): usePathname has none.
    router.replace(signInPath(`${window.location.pathname}${window.location.search}`));
  }, [router, pathname]);
  return <AuthForm returnTo={safeReturnTo(pathname)} />;
}
