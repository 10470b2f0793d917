import { LocationDetails, LocationStatus } from '@/features/machines/components/location-details';
import { LocationFeatures } from '@/features/machines/components/location-features';
import { LocationHero } from '@/features/machines/components/location-hero';
import { LocationPhotos } from '@/features/machines/components/location-photos';
import { localizeMachine, machinePath, machineSlug } from '@/features/machines/localize';
import { locationHead } from '@/features/machines/metadata';
import { detailPageMetadata } from '@/features/seo/page-metadata';
import { getActiveMachineBySlug, getActiveMachines } from '@/features/machines/queries';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { detailTrail } from '@/features/seo/breadcrumb';
import { LocationJsonLd } from '@/features/seo/components/page-json-ld';
import { permanentRedirect } from '@/i18n/navigation';
import { pageParams } from '@/i18n/routing';
import { decodeSlug, slugParams } from '@/lib/route-slug';
import { redirectUnknownSlug } from '@/lib/unknown-slug';

type Props = PageProps<'/[locale]/location/[slug]'>;

/** Every active machine's page in the route's language, built ahead of the first visit. */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const { locale } = await pageParams(params);
  return slugParams((await getActiveMachines()).map((machine) => machineSlug(machine, locale)));
}

export const generateMetadata = detailPageMetadata(locationHead);

/**
 * A machine location (spec "Location detail"). A renamed slug's old address redirects to the new
 * one; unknown, inactive and malformed slugs go to the not-found page in the page's language.
 */
export default async function LocationPage({ params }: Props) {
  const { locale, slug } = await pageParams(params);
  const row = await getActiveMachineBySlug(slug, locale);
  if (!row) return redirectUnknownSlug(slug, locale, machinePath, '/404');
  const machine = localizeMachine(row, locale);
  // The other language's slug (or the machine's id) leads to this language's address, permanently
  // (308): one address per page and language for search engines.
  if (machine.slug !== decodeSlug(slug)) {
    return permanentRedirect({ href: machinePath(machine.slug), locale });
  }

  // One trail for the visible breadcrumb and the JSON-LD BreadcrumbList.
  const trail = await detailTrail(locale, 'locations', machine.name, machinePath(machine.slug));

  return (
    <>
      <LocationJsonLd machine={machine} breadcrumb={trail} />
      <Breadcrumb crumbs={trail} locale={locale} />
      <LocationHero machine={machine} />
      <div className="container-page grid gap-8 py-12 md:py-16 lg:grid-cols-3">
        <LocationPhotos machine={machine} />
        <div className="flex flex-col gap-6">
          <LocationStatus machine={machine} />
          <LocationDetails machine={machine} />
        </div>
      </div>
      <LocationFeatures />
    </>
  );
}
