import { getTranslations } from 'next-intl/server';
import { ContactForm } from './contact-form';

/** The contact block pages end with: heading, short text and the form. */
export async function ContactSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const t = await getTranslations('contactForm');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-cream py-16 md:py-24">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:items-start">
        <div>
          <Heading id="contact-heading" className="text-3xl md:text-4xl">
            {t('title')}
          </Heading>
          <p className="mt-4 text-lg text-ink-soft">{t('subtitle')}</p>
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
