import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/ui/page-section';
import { ContactForm } from './contact-form';

/**
 * The contact block pages end with: heading, short text and the form. On a product's page
 * `productId` is stored with the inquiry.
 */
export async function ContactSection({
  headingLevel = 2,
  productId,
}: {
  headingLevel?: 1 | 2;
  productId?: string;
}) {
  const t = await getTranslations('contactForm');
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-cream py-16 md:py-24">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:items-start">
        <SectionHeading
          id="contact-heading"
          level={headingLevel}
          title={t('title')}
          subtitle={t('subtitle')}
          className="max-w-none"
        />
        <ContactForm productId={productId} />
      </div>
    </section>
  );
}
