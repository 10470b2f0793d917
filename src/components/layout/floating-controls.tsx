import { getTranslations } from 'next-intl/server';
import { AccessibilityMenu } from '@/components/accessibility/accessibility-menu';
import { FloatingChatButton } from './floating-chat-button';
import type { ReactNode } from 'react';

/**
 * The controls every public page keeps at hand (language, chat, accessibility menu), in one named
 * landmark. On a phone they are one bar along the bottom edge: content scrolls clear of it (the
 * page's scroll padding, the footer's bottom padding) instead of passing under three circles in
 * both corners, which covered text and the ends of the contact form's Send button. From `sm` up
 * they stay circles in the bottom corners. Layout: `.floating-controls` in globals.css.
 * `languageLink` is the language button the layout's `@languageLink` slot rendered for the page
 * (only the page knows its twin's address).
 */
export async function FloatingControls({ languageLink }: { languageLink: ReactNode }) {
  const t = await getTranslations('a11y');
  return (
    <aside aria-label={t('quickActions')} className="floating-controls">
      {languageLink}
      <FloatingChatButton />
      <AccessibilityMenu />
    </aside>
  );
}
