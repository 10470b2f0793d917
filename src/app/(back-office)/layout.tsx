import '@fontsource-variable/heebo';
import '@fontsource/opendyslexic/400.css';
import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { siteUrl } from '@/lib/site-url';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'he', namespace: 'backOffice' });
  const site = await getTranslations({ locale: 'he', namespace: 'metadata' });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${t('title')} | ${site('siteName')}`, template: `%s | ${site('siteName')}` },
    // Sign-in and admin pages are not for search engines.
    robots: { index: false, follow: false },
  };
}

export const viewport: Viewport = { themeColor: '#1c1f26', width: 'device-width', initialScale: 1 };

/** The back office's root layout (/auth and /admin/*): Hebrew, right-to-left. */
export default function BackOfficeLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="he" dir="rtl">
      <body className="min-h-dvh bg-cream">
        {children}
        <Toaster dir="rtl" />
      </body>
    </html>
  );
}
