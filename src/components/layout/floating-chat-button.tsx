import { MessageCircle } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { chatHref } from '@/config/contact-links';
import { getCompany } from '@/lib/settings/company';

/** The "want a machine?" chat-app button of every public page (in FloatingControls). */
export async function FloatingChatButton() {
  const t = await getTranslations('chat');
  const site = await getCompany();
  return (
    <a
      href={chatHref(site.chatNumber, t('general'))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${t('floatingLabel')} ${t('opensInNewWindow')}`}
      className="inline-flex sm:fixed sm:end-4 sm:bottom-4 sm:z-30 min-h-12 items-center gap-2 rounded-full bg-[#1f7a3d] px-4 font-bold text-white shadow-lg hover:bg-[#17602f]"
    >
      <MessageCircle aria-hidden="true" className="size-6" />
      <span className="max-sm:sr-only">{t('floating')}</span>
    </a>
  );
}
