'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';

/**
 * A public page whose server render failed (e.g. the database is unreachable and the page was
 * not prerendered): the site's header and footer stay, the content says so in the page's
 * language and offers to try again (a fresh render from the server) or to go home.
 */
export default function PageError({ reset }: { reset: () => void }) {
  const t = useTranslations('common.pageError');
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  return (
    <section
      role="alert"
      className="container-page flex flex-col items-center py-24 text-center md:py-32"
    >
      <h1 className="text-3xl md:text-4xl">{t('title')}</h1>
      <p className="mt-4 max-w-prose text-lg text-ink-soft">{t('text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Button
          type="button"
          onClick={() =>
            startRetry(() => {
              router.refresh();
              reset();
            })
          }
          disabled={retrying}
        >
          {t('retry')}
        </Button>
        <Link href="/" className={buttonClass('secondary')}>
          {t('home')}
        </Link>
      </div>
    </section>
  );
}
