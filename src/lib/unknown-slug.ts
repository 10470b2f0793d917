import 'server-only';
import { redirect } from '@/i18n/navigation';
import { localizedPath, type Locale } from '@/i18n/routing';
import { followMove } from './redirects';

/**
 * Where a detail page sends a slug that found nothing: to the page's new address when it was
 * renamed (`pathFor` the old slug's new one; a permanent redirect, followMove), otherwise to
 * `fallback` (the list, or the not-found page) in the page's language.
 */
export async function redirectUnknownSlug(
  slug: string,
  locale: Locale,
  pathFor: (slug: string) => string,
  fallback: string,
): Promise<never> {
  await followMove(slug, (moved) => localizedPath(locale, pathFor(moved)));
  return redirect({ href: fallback, locale });
}
