import { Clock, Mail, Phone } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Panel } from '@/components/ui/card';
import { Ltr } from '@/components/ui/ltr';
import { ChatLink } from '@/components/ui/chat-link';
import { telHref } from '@/config/contact-links';
import { getSiteConfig } from '@/config/site';
import { ContactForm } from '@/features/contact/components/contact-form';
import { staticPageMetadata } from '@/lib/page-metadata';

export const generateMetadata = staticPageMetadata('contact');

export default async function ContactPage() {
  const t = await getTranslations('pages.contact');
  const chat = await getTranslations('chat');
  const site = getSiteConfig();
  const item = 'flex min-h-11 items-center gap-3 rounded-xl px-2 py-2 hover:bg-cream';
  return (
    <section aria-labelledby="contact-page-heading" className="bg-cream py-16 md:py-24">
      <div className="container-page">
        <h1 id="contact-page-heading" className="text-4xl md:text-5xl">
          {t('heading')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-soft">{t('intro')}</p>
        <div className="mt-10 grid gap-8 lg:grid-cols-[1.5fr_1fr] lg:items-start">
          <ContactForm />
          <Panel as="aside" headingId="contact-direct" title={t('direct')} titleClassName="text-xl">
            <ul className="mt-4 grid gap-1">
              <li>
                <a href={telHref(site.phone)} className={item}>
                  <Phone aria-hidden="true" className="size-5 text-brand" />
                  <span>
                    {t('callUs')}: <Ltr className="font-semibold">{site.phone}</Ltr>
                  </span>
                </a>
              </li>
              <li>
                <a href={telHref(site.secondPhone)} className={item}>
                  <Phone aria-hidden="true" className="size-5 text-brand" />
                  <span>
                    {t('secondLine')}: <Ltr className="font-semibold">{site.secondPhone}</Ltr>
                  </span>
                </a>
              </li>
              <li>
                <a href={`mailto:${site.email}`} className={item}>
                  <Mail aria-hidden="true" className="size-5 text-brand" />
                  <span>
                    {t('writeUs')}: <Ltr className="font-semibold">{site.email}</Ltr>
                  </span>
                </a>
              </li>
              <li>
                <ChatLink
                  message={chat('general')}
                  className={item}
                  iconClassName="size-5 text-brand"
                >
                  {t('chatUs')}
                </ChatLink>
              </li>
              <li className="flex items-center gap-3 px-2 py-2 text-ink-soft">
                <Clock aria-hidden="true" className="size-5" />
                {t('hours')}
              </li>
            </ul>
          </Panel>
        </div>
      </div>
    </section>
  );
}
