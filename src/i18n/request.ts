import { hasLocale, IntlErrorCode } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { withPageTexts } from '@/lib/page-texts/merge';
import { companyNameFor, storedPageTextsFor } from '@/lib/page-texts/read';
import { messageFallback } from './message-fallback';
import { routing } from './routing';

export default getRequestConfig(async ({ locale }) => {
  // Explicit locale (server actions pass one) first, else the [locale] root segment. The back
  // office (/auth, /admin) has no such segment: it gets the default locale, Hebrew.
  const requested = locale ?? (await rootLocale());
  const resolved = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const files = (await import(`../../messages/${resolved}.json`)).default;
  const [stored, siteName] = await Promise.all([
    storedPageTextsFor(resolved),
    companyNameFor(resolved),
  ]);
  // The page texts the company edits (/admin/content) over the files' texts, and its name
  // (/admin/settings) as the site's name in titles and brands.
  const texts = withPageTexts(files, stored);
  return {
    locale: resolved,
    messages: siteName ? { ...texts, metadata: { ...texts.metadata, siteName } } : texts,
    timeZone: 'Asia/Jerusalem',
    // A missing translation shows its key (spec), and is reported once in the server log.
    getMessageFallback: messageFallback,
    onError: (error) => {
      if (error.code === IntlErrorCode.MISSING_MESSAGE) console.warn(`[i18n] ${error.message}`);
      else console.error(error);
    },
  };
});
