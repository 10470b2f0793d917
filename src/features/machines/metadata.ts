import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { otherLocale, type Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/page-metadata';
import { localizeMachine, machinePath, machineSlug } from './localize';
import { getActiveMachineBySlug } from './queries';

/**
 * A location page's metadata: the machine's name as title, its description, the page and its
 * twin in the other language, the first photo to share. Nothing for an unknown slug (the page
 * itself goes to the not-found page).
 */
export async function locationMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const row = await getActiveMachineBySlug(slug, locale);
  if (!row) return {};
  const machine = localizeMachine(row, locale);
  const t = await getTranslations({ locale, namespace: 'locationDetail' });
  return pageMetadata({
    locale,
    path: machinePath(machine.slug),
    twinPath: machinePath(machineSlug(row, otherLocale(locale))),
    title: machine.name,
    description: t('metaDescription', { name: machine.name, address: machine.address }),
    image: machine.imageUrls[0],
  });
}
