import Link from 'next/link';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { cardClass } from '@/components/ui/card';
import { BackOfficeBrand, PublicSiteLink } from './brand';

/**
 * The account pages' frame (/auth, the password pages, /account): the brand, one card, the way
 * back. `wide` for /account, whose card holds the password, two-factor and sessions sections.
 */
export async function AuthCard({
  children,
  wide = false,
}: {
  children: ReactNode;
  wide?: boolean;
}) {
  const t = await getTranslations('auth');
  const site = await getTranslations('metadata');
  const width = wide ? 'max-w-2xl' : 'max-w-md';
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-8 md:py-14">
      <header className={`flex w-full ${width} justify-center`}>
        <BackOfficeBrand name={site('siteName')} homeLabel={t('backToSite')} />
      </header>
      <main id="main-content" className={cardClass(`mt-6 w-full ${width} p-6 md:p-8`)}>
        {children}
      </main>
      {/* In a landmark too (axe "region"): everything on the page is in the banner, the main
          content or this footer. */}
      <footer className="mt-6">
        <PublicSiteLink className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4">
          {t('backToSite')}
        </PublicSiteLink>
      </footer>
    </div>
  );
}

/** A password page's title and intro (none when the page's state words its own). */
export function AuthCardHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <>
      <h1 className="text-3xl md:text-4xl">{title}</h1>
      {intro && <p className="mt-2 text-ink-soft">{intro}</p>}
    </>
  );
}

/** A way onward under a card's content ("back to sign-in", "back to the back office"). */
export function AuthCardLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="mt-6 text-center">
      <Link
        href={href}
        className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4"
      >
        {children}
      </Link>
    </p>
  );
}
