import { ChevronDown } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { ChatLink } from '@/components/ui/chat-link';
import { PageSection } from '@/components/ui/page-section';
import { pageTextList } from '@/lib/page-texts/lists';

type Question = { q: string; a: string; hidden?: boolean };

/**
 * FAQ as an accordion of native <details>: keyboard and screen-reader support for free, and it
 * works before (or without) JavaScript. The questions are the company's list (/admin/content:
 * added, reordered, hidden), shown in its order without the hidden ones; an answer keeps its line
 * breaks. With no question left to show, only the heading and the chat invitation remain.
 */
export async function FaqSection() {
  const [t, chat, items] = await Promise.all([
    getTranslations('faq'),
    getTranslations('chat'),
    pageTextList<Question>('faq.items'),
  ]);
  const questions = items.filter((item) => !item.hidden);
  return (
    <PageSection
      headingId="faq-heading"
      title={t('title')}
      subtitle={t('subtitle')}
      centered
      className="bg-cream"
      containerClassName="max-w-3xl"
    >
      {questions.length > 0 && (
        <div className="mt-10 grid gap-3">
          {questions.map((item, index) => (
            // The list has no ids: an item is its place in the list.
            <details key={index} className={cardClass('group')}>
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 text-lg font-bold [&::-webkit-details-marker]:hidden">
                {item.q}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-brand transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 whitespace-pre-line text-ink-soft">{item.a}</p>
            </details>
          ))}
        </div>
      )}
      <div className="mt-10 flex flex-col items-center gap-3 text-center">
        <p className="text-lg font-semibold">{t('moreQuestions')}</p>
        <ChatLink message={chat('faq')} className={buttonClass('primary')}>
          {t('askOnChat')}
        </ChatLink>
      </div>
    </PageSection>
  );
}
