import { createTranslator } from 'use-intl/core';
import en from '../../messages/en.json';
import he from '../../messages/he.json';

/**
 * `next-intl/server` for the back-office bench (scripts/bench/back-office.ts), which calls server
 * code outside a Next request: `getTranslations({ locale, namespace })` translates with the real
 * messages, as the app does (tests/setup/next-intl-server.ts is the tests' twin).
 */
const MESSAGES = { he, en } as const;

/** One translator per language and namespace, as next-intl keeps them for a request. */
const translators = new Map<string, ReturnType<typeof createTranslator>>();

export async function getTranslations(
  options: { locale: 'he' | 'en'; namespace?: string } | string,
) {
  const { locale, namespace } =
    typeof options === 'string' ? { locale: 'he' as const, namespace: options } : options;
  const key = `${locale}:${namespace ?? ''}`;
  let translator = translators.get(key);
  if (!translator)
    translators.set(
      key,
      (translator = createTranslator({
        locale,
        messages: MESSAGES[locale],
        namespace: namespace as never,
        timeZone: 'Asia/Jerusalem',
      })),
    );
  return translator;
}

export const getLocale = async () => 'he';
export const setRequestLocale = () => {};
