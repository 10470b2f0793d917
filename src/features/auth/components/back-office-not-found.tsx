import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { FileQuestion } from '@/components/icons';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { getViewerIfReadable } from '@/lib/admin/guard';
import { notFoundWayBack } from '../not-found-way-back';
import { AccessStatusMeta } from './access-status';
import { AdminShell } from './admin-shell';
import { AuthCard } from './auth-card';

/** The `generateMetadata` of the back office's not-found pages (kept out of search engines). */
export async function backOfficeNotFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOffice.notFound');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * What an address under /admin, /auth or /account that has no page shows, to anyone: HTTP 404
 * (the mark, read by scripts/lib/access-status.ts) with the whole screen in the server's HTML —
 * Next's `notFound()` would send an empty `__next_error__` shell (vercel/next.js#62228). An
 * admin gets it in the back office's shell with its navigation; anyone else in the account pages'
 * card (no admin sections shown to who may not use them). Either way a heading, what happened,
 * and the way on (`notFoundWayBack`).
 */
export async function BackOfficeNotFound() {
  // During a database outage the session cannot be read: the signed-out screen, still a 404.
  const viewer = await getViewerIfReadable();
  const t = await getTranslations('backOffice.notFound');
  const back = notFoundWayBack(viewer);
  const screen = (
    <>
      <AccessStatusMeta status={404} />
      <FileQuestion className="mx-auto size-12 text-brand-warm" aria-hidden="true" />
      <h1 id="not-found-title" className="mt-4 text-3xl">
        {t('title')}
      </h1>
      <p className="mt-3 text-lg text-ink-soft">{t('text')}</p>
      <Link href={back.href} className={buttonClass('primary', 'mt-6')}>
        {t(back.label)}
      </Link>
    </>
  );
  if (viewer?.isStaff) {
    return (
      <AdminShell nav role={viewer.role} markCurrent={false}>
        <Card
          as="section"
          aria-labelledby="not-found-title"
          className="mx-auto max-w-xl p-8 text-center"
        >
          {screen}
        </Card>
      </AdminShell>
    );
  }
  return (
    <AuthCard>
      <div className="text-center">{screen}</div>
    </AuthCard>
  );
}
