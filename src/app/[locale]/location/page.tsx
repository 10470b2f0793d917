import { redirect } from '@/i18n/navigation';
import { pageParams } from '@/i18n/routing';

/** A location address without a slug goes to the not-found page (spec §8). */
export default async function LocationWithoutSlug({ params }: PageProps<'/[locale]/location'>) {
  const { locale } = await pageParams(params);
  return redirect({ href: '/404', locale });
}
