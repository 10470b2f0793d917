import '@fontsource/opendyslexic/400.css';
import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { DirectionProvider } from '@/components/ui/direction';
import { Toaster } from '@/components/ui/toaster';
import { siteUrl } from '@/lib/site-url';
import { fontVariables } from '../fonts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOffice');
  const site = await getTranslations('metadata');
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${t('title')} | ${site('siteName')}`, template: `%s | ${site('siteName')}` },
    // Sign-in and admin pages are not for search engines.
    robots: { index: false, follow: false },
  };
}

export const viewport: Viewport = { themeColor: '#1c1f26', width: 'device-width', initialScale: 1 };

/**
 * The back office's root layout (/auth and /admin/*): Hebrew, right-to-left. Outside the public
 * [locale] tree next-intl resolves to the default locale, Hebrew (src/i18n/request.ts), so pages
 * translate with a plain `getTranslations('backOffice')` and client forms with `useTranslations`.
 */
export default async function BackOfficeLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <html lang="he" dir="rtl" className={fontVariables}>
      <body className="min-h-dvh bg-cream">
        <NextIntlClientProvider
          locale="he"
          messages={{
            auth: messages.auth,
            backOffice: messages.backOffice,
            password: messages.password,
            twoFactor: messages.twoFactor,
          }}
        >
          <DirectionProvider dir="rtl">
            {children}
            <Toaster dir="rtl" />
          </DirectionProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
