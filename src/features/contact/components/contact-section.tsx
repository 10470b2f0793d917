import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/ui/page-section';
import { ContactForm } from './contact-form';
import { InquiryNextSteps } from './inquiry-next-steps';
import { PrivacyNote } from './privacy-note';

/**
 * The contact block pages end with: heading, short text and the form. On a product's page
 * `productId` is stored with the inquiry; a Coming Soon product's page asks `notify`: "tell me
 * when it's ready" instead of the sales pitch.
 */
export async function ContactSection({
  headingLevel = 2,
  productId,
  notify = false,
}: {
  headingLevel?: 1 | 2;
  productId?: string;
  notify?: boolean;
}) {
  const t = await getTranslations('contactForm');
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-cream py-16 md:py-24">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:items-start">
        <SectionHeading
          id="contact-heading"
          level={headingLevel}
          title={notify ? t('notifyTitle') : t('title')}
          subtitle={notify ? t('notifySubtitle') : t('subtitle')}
          className="max-w-none"
        />
        <ContactForm
          productId={productId}
          notify={notify}
          nextSteps={<InquiryNextSteps />}
          privacyNote={<PrivacyNote />}
        />
      </div>
    </section>
  );
}
