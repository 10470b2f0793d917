import { ChevronDown } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { ChatLink } from '@/components/ui/chat-link';
import { PageSection } from '@/components/ui/page-section';

const QUESTIONS = ['speed', 'space', 'maintenance', 'payment', 'rent', 'install'] as const;

/**
 * FAQ as an accordion of native <details>: keyboard and screen-reader support for free, and it
 * works before (or without) JavaScript.
 */
export async function FaqSection() {
  const t = await getTranslations('faq');
  const chat = await getTranslations('chat');
  return (
    <PageSection
      headingId="faq-heading"
      title={t('title')}
      subtitle={t('subtitle')}
      centered
      className="bg-cream"
      containerClassName="max-w-3xl"
    >
      <div className="mt-10 grid gap-3">
        {QUESTIONS.map((key) => (
          <details key={key} className={cardClass('group')}>
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 text-lg font-bold [&::-webkit-details-marker]:hidden">
              {t(`items.${key}.q`)}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-brand transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-5 text-ink-soft">{t(`items.${key}.a`)}</p>
          </details>
        ))}
      </div>
      <div className="mt-10 flex flex-col items-center gap-3 text-center">
        <p className="text-lg font-semibold">{t('moreQuestions')}</p>
        <ChatLink message={chat('faq')} className={buttonClass('primary')}>
          {t('askOnChat')}
        </ChatLink>
      </div>
    </PageSection>
  );
}
