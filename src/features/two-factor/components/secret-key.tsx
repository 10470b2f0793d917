'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { copyText } from './copy-text';

/** The key in groups of four ("ABCD EFGH …"), as authenticator apps let it be typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The authenticator secret as text, for an app that cannot scan: grouped for reading, left to
 * right, selectable, with a copy button (which copies it without the spaces). `announce` says the
 * result in the settings' live region.
 */
export function SecretKey({
  secret,
  announce,
}: {
  secret: string;
  announce: (message: string) => void;
}) {
  const t = useTranslations('twoFactor.account');
  return (
    <div>
      <p className="font-semibold">{t('secretLabel')}</p>
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        <code
          dir="ltr"
          className="rounded-md bg-cream px-3 py-2 font-mono text-lg tracking-wider break-all select-all"
        >
          {grouped(secret)}
        </code>
        <Button
          variant="secondary"
          onClick={async () => announce((await copyText(secret)) ? t('copied') : t('copyFailed'))}
        >
          {t('copySecret')}
        </Button>
      </div>
    </div>
  );
}
