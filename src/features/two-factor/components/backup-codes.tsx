'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { copyText, downloadText } from './copy-text';

/**
 * Backup codes shown once (after enrolment, or new ones): the "save these now" note first, the
 * codes left to right in a list, copy and download (.txt), and "I saved them", which ends the
 * step. The server keeps them only encrypted and never shows them again.
 */
export function BackupCodes({
  codes,
  account,
  headingRef,
  announce,
  onDone,
}: {
  codes: string[];
  /** The account's address, named in the downloaded file. */
  account: string;
  headingRef: Ref<HTMLHeadingElement>;
  announce: (message: string) => void;
  onDone: () => void;
}) {
  const t = useTranslations('twoFactor.account');
  const fileText = [t('fileHeading', { account }), '', ...codes, ''].join('\n');
  return (
    <div>
      <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {t('codesTitle')}
      </h3>
      <p className="mt-2 rounded-lg border-s-4 border-brand-warm bg-cream p-3 font-semibold">
        {t('codesSaveNow')}
      </p>
      <ol
        dir="ltr"
        aria-label={t('codesListLabel')}
        className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 font-mono text-lg sm:max-w-md"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={async () =>
            announce((await copyText(codes.join('\n'))) ? t('copied') : t('copyFailed'))
          }
        >
          {t('copyCodes')}
        </Button>
        <Button variant="secondary" onClick={() => downloadText('backup-codes.txt', fileText)}>
          {t('download')}
        </Button>
        <Button onClick={onDone}>{t('done')}</Button>
      </div>
    </div>
  );
}
