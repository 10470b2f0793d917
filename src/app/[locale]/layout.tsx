import '@fontsource/opendyslexic/400.css';
import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { A11Y_BOOT_SCRIPT } from '@/components/accessibility/preferences';
import { FloatingControls } from '@/components/layout/floating-controls';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { SkipLink } from '@/components/ui/skip-link';
import { Toaster } from '@/components/ui/toaster';
import { VisitSourceRecorder } from '@/features/contact/components/visit-source-recorder';
import { PageViewBeacon } from '@/features/analytics/components/page-view-beacon';
import { DEFAULT_SHARE_IMAGE } from '@/config/images';
import { directionOf, pageParams, routing } from '@/i18n/routing';
import { siteUrl } from '@/lib/site-url';
import { fontVariables } from '../fonts';

/** Namespaces client components translate with useTranslations; the rest stays on the server. */
const CLIENT_NAMESPACES = ['common', 'lightbox', 'contactForm', 'a11yMenu'] as const;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'metadata' });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('defaultTitle'), template: `%s | ${t('siteName')}` },
    description: t('defaultDescription'),
    applicationName: t('siteName'),
    openGraph: {
      siteName: t('siteName'),
      locale: locale === 'he' ? 'he_IL' : 'en_US',
      type: 'website',
      images: [DEFAULT_SHARE_IMAGE],
    },
  };
}

export const viewport: Viewport = { themeColor: '#c62828', width: 'device-width', initialScale: 1 };

/**
 * The public site's root layout: <html lang dir> from the route, shared chrome around pages.
 * `languageLink` (the `@languageLink` slot) is the language button: a slot because a layout is
 * not told which page it wraps, and a product's, location's or post's twin has another slug.
 */
export default async function LocaleLayout({
  children,
  languageLink,
  params,
}: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: 'a11y' });
  const messages = await getMessages({ locale });
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]]));

  // Next renders a root layout that has a slot besides `children` a second time, around the
  // not-found page, for a slot that matches nothing (create-component-tree.ts: "renders the
  // RootLayout twice"), and sends that copy in every page's RSC payload: the header, footer and
  // controls twice, about 2 KB of gzip per page. The copy is the call without the slot. Our slot
  // always matches (its default.tsx), so the copy is never shown: it gets the document, the
  // texts and the not-found page only.
  const shown = languageLink !== undefined;

  return (
    // suppressHydrationWarning: the boot script adds the visitor's accessibility classes to <html>
    // before React hydrates.
    <html
      lang={locale}
      dir={directionOf(locale)}
      className={fontVariables}
      suppressHydrationWarning
    >
      <body className="flex min-h-dvh flex-col">
        {/* First in <body>, parser-blocking: applies stored accessibility choices before any
            content paints (a <head> script is dropped from not-found responses). */}
        <script dangerouslySetInnerHTML={{ __html: A11Y_BOOT_SCRIPT }} />
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          {shown && (
            <>
              <SkipLink label={t('skipToContent')} />
              <Navbar />
            </>
          )}
          <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          {shown && (
            <>
              <Footer />
              <FloatingControls languageLink={languageLink} />
              <Toaster dir={directionOf(locale)} />
              <VisitSourceRecorder />
              <PageViewBeacon />
            </>
          )}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
