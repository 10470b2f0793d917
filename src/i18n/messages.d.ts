import type { routing } from './routing';
import type messages from '../../messages/he.json';

// Typed keys: t('nav.home') is checked against messages/he.json (en.json must have the same shape
// but for `backOffice`, which is Hebrew only by spec; a unit test enforces both).
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
