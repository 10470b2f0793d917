import { MessageCircle } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { chatHref } from '@/config/contact-links';
import { getCompany } from '@/lib/settings/company';

/**
 * A link to the chat app with a prefilled message, opened in a new window. Screen readers hear
 * that it opens one (the visible label is `children`).
 */
export async function ChatLink({
  message,
  className,
  iconClassName = 'size-5',
  children,
}: {
  /** The prefilled message, in the page's language. */
  message: string;
  className: string;
  iconClassName?: string;
  children: ReactNode;
}) {
  const t = await getTranslations('chat');
  const { chatNumber } = await getCompany();
  return (
    <a
      href={chatHref(chatNumber, message)}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
    >
      <MessageCircle aria-hidden="true" className={iconClassName} />
      {children}
      <span className="sr-only"> {t('opensInNewWindow')}</span>
    </a>
  );
}
