import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/features/contact/components/contact-form';
import { DirectContact } from '@/features/contact/components/direct-contact';
import { InquiryNextSteps } from '@/features/contact/components/inquiry-next-steps';
import { PrivacyNote } from '@/features/contact/components/privacy-note';
import { staticPageMetadata } from '@/features/seo/page-metadata';
import { StaticPageJsonLd } from '@/features/seo/components/page-json-ld';

export const generateMetadata = staticPageMetadata('contact');

/** Contact (spec §2): the inquiry form beside the other ways to reach the company. */
export default async function ContactPage() {
  const t = await getTranslations('pages.contact');
  return (
    <section aria-labelledby="contact-page-heading" className="bg-cream py-16 md:py-24">
      <StaticPageJsonLd page="contact" />
      <div className="container-page">
        <h1 id="contact-page-heading" className="text-4xl md:text-5xl">
          {t('heading')}
        </h1>
        {/* The company's text (/admin/content): line breaks show as typed. */}
        <p className="mt-4 max-w-2xl text-lg whitespace-pre-line text-ink-soft">{t('intro')}</p>
        <div className="mt-10 grid gap-8 lg:grid-cols-[1.5fr_1fr] lg:items-start">
          <ContactForm nextSteps={<InquiryNextSteps />} privacyNote={<PrivacyNote />} />
          <DirectContact />
        </div>
      </div>
    </section>
  );
}
