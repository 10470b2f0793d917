import { Phone } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { ChatLink } from '@/components/ui/chat-link';
import { Ltr } from '@/components/ui/ltr';
import { telHref } from '@/config/contact-links';
import { getCompany } from '@/lib/settings/company';

const LINK =
  'inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold text-brand shadow-sm hover:bg-cream';

/**
 * The faster ways to reach sales, shown in the contact form's thank-you state: the sales phone
 * and the chat app. Rendered on the server (the numbers are the site's configuration) and handed
 * to the form, a client component.
 */
export async function InquiryNextSteps() {
  const t = await getTranslations('contactForm');
  const chat = await getTranslations('chat');
  const { phone } = await getCompany();
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <span>{t('thanksFaster')}</span>
      <a href={telHref(phone)} className={LINK}>
        <Phone aria-hidden="true" className="size-5" />
        {t('thanksCall')} <Ltr>{phone}</Ltr>
      </a>
      <ChatLink message={chat('general')} className={LINK}>
        {t('thanksChat')}
      </ChatLink>
    </div>
  );
}
