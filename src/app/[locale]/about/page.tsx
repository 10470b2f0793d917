import { getTranslations } from 'next-intl/server';
import { ContactSection } from '@/features/contact/components/contact-section';
import { AboutSection } from '@/features/company/components/about-section';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/about'>) {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'pages.about' });
  return pageMetadata({ locale, path: '/about', title: t('title'), description: t('description') });
}

export default function AboutPage() {
  return (
    <>
      <AboutSection headingLevel={1} />
      <ContactSection />
    </>
  );
}
