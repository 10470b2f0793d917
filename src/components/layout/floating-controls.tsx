import { getTranslations } from 'next-intl/server';
import { AccessibilityMenu } from '@/components/accessibility/accessibility-menu';
import { FloatingChatButton } from './floating-chat-button';
import { LanguageToggle } from './language-toggle';

/**
 * The controls every public page keeps at hand (language, chat, accessibility menu), in one named
 * landmark. On a phone they are one bar along the bottom edge: content scrolls clear of it (the
 * page's scroll padding, the footer's bottom padding) instead of passing under three circles in
 * both corners, which covered text and the ends of the contact form's Send button. From `sm` up
 * they stay circles in the bottom corners. Layout: `.floating-controls` in globals.css.
 */
export async function FloatingControls() {
  const [t, toggle] = await Promise.all([
    getTranslations('a11y'),
    getTranslations('languageToggle'),
  ]);
  return (
    <aside aria-label={t('quickActions')} className="floating-controls">
      <LanguageToggle label={toggle('label')} ariaLabel={toggle('ariaLabel')} />
      <FloatingChatButton />
      <AccessibilityMenu />
    </aside>
  );
}
