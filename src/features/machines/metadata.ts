import { getTranslations } from 'next-intl/server';
import type { PublicMachine } from '@/db/schema';
import type { Locale } from '@/i18n/routing';
import type { PageHead } from '@/lib/page-head';
import { catalogueHead } from '@/features/catalogue/page-head';
import { machineTable } from './catalogue-table';
import { localizeMachine } from './localize';
import { getActiveMachineBySlug } from './queries';

/**
 * A location page's head: a title naming what is there and where ("Automatic Pizza Machine at
 * Netanya Mall", `locationDetail.metaTitle`), a sentence with its address, its page in each
 * language and its first photo to share (described by the machine's name).
 */
export async function locationHeadOf(row: PublicMachine, locale: Locale): Promise<PageHead> {
  const machine = localizeMachine(row, locale);
  const t = await getTranslations({ locale, namespace: 'locationDetail' });
  const head = catalogueHead(machineTable, row, locale, {
    name: machine.name,
    description: t('metaDescription', { name: machine.name, address: machine.address }),
    image: machine.imageUrls[0],
  });
  return { ...head, title: t('metaTitle', { name: machine.name }) };
}

/** The head of the location page a route's slug names; null for an unknown slug. */
export async function locationHead(locale: Locale, slug: string): Promise<PageHead | null> {
  const row = await getActiveMachineBySlug(slug, locale);
  return row ? locationHeadOf(row, locale) : null;
}
