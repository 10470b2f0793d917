import { createTranslator } from 'next-intl';
import en from '../../messages/en.json';
import he from '../../messages/he.json';

/**
 * `next-intl/server` for tests of server code outside a Next request (page heads, the site-page
 * list): `vi.mock('next-intl/server', () => import('<path>/tests/setup/next-intl-server'))`.
 * `getTranslations({ locale, namespace })` translates with the real messages, as the app does.
 */
const MESSAGES = { he, en } as const;

export async function getTranslations(
  options: { locale: 'he' | 'en'; namespace?: string } | string,
) {
  const { locale, namespace } =
    typeof options === 'string' ? { locale: 'he' as const, namespace: options } : options;
  return createTranslator({
    locale,
    messages: MESSAGES[locale],
    namespace: namespace as never,
    timeZone: 'Asia/Jerusalem',
  });
}
