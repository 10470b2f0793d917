import type { Locale } from '@/i18n/routing';
import { redirect } from '@/i18n/navigation';

/** A location address without a slug goes to the not-found page (spec §8). */
export default async function LocationWithoutSlug({ params }: PageProps<'/[locale]/location'>) {
  const locale = (await params).locale as Locale;
  return redirect({ href: '/404', locale });
}
