import type { PublicMachine } from '@/db/schema';
import type { Locale } from '@/i18n/routing';
import { filled } from '@/lib/text';

/** Operating statuses with their own badge colour; any other value shows as raw grey text. */
export const KNOWN_OPERATING_STATUSES = ['open', 'closed', 'opening_soon'] as const;
export type KnownOperatingStatus = (typeof KNOWN_OPERATING_STATUSES)[number];

export const isKnownOperatingStatus = (status: string): status is KnownOperatingStatus =>
  (KNOWN_OPERATING_STATUSES as readonly string[]).includes(status);

/** Closed and opening-soon machines show the generic coming-soon image instead of their photos. */
export const showsComingSoonImage = (status: string) =>
  status === 'closed' || status === 'opening_soon';

/** The address as a maps search (spec: "a maps search with the address as query"). */
export const mapsSearchHref = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** The slug a location page of `locale` is linked with: its own slug, else Hebrew's, else the id. */
export function machineSlug(
  machine: Pick<PublicMachine, 'id' | 'slugHe' | 'slugEn'>,
  locale: Locale,
): string {
  return (
    (locale === 'en' ? filled(machine.slugEn) : undefined) ?? filled(machine.slugHe) ?? machine.id
  );
}

/** The locale-less path of a machine location's page, e.g. "/location/haifa-university". */
export const machinePath = (slug: string) => `/location/${encodeURIComponent(slug)}`;

const containsAny = (types: readonly string[], words: readonly string[]) =>
  types.some((type) => {
    const lower = type.toLocaleLowerCase('en');
    return words.some((word) => lower.includes(word));
  });

/** A machine is a pizza machine when any type name mentions pizza (English or Hebrew). */
export const isPizza = (types: readonly string[]) => containsAny(types, ['pizza', 'פיצה']);

/** A machine is a beverage machine when any type name mentions beverages (English or Hebrew). */
export const isBeverage = (types: readonly string[]) =>
  containsAny(types, ['beverage', 'משקאות', 'משקה']);

/**
 * The city of an address: its last comma-separated part ("…, חיפה" → "חיפה"), or the whole
 * address when it has no comma. The locations page filters by it.
 */
export function cityOf(address: string): string {
  const parts = address.split(/[,،]/).map((part) => part.trim());
  return parts.findLast(Boolean) ?? address.trim();
}

/** A machine's texts in one language; English falls back to the Hebrew fields when empty. */
export function localizeMachine(machine: PublicMachine, locale: Locale) {
  const en = locale === 'en';
  const address = (en && filled(machine.addressEn)) || machine.address;
  return {
    id: machine.id,
    slug: machineSlug(machine, locale),
    name: (en && filled(machine.nameEn)) || machine.name,
    location: (en && filled(machine.locationEn)) || machine.location,
    address,
    /** The address's Israeli postal code (7 digits), when the admin gave one. */
    postalCode: filled(machine.postalCode),
    city: cityOf(address),
    /** Where the map puts its pin; null when not given. */
    coordinates:
      machine.latitude !== null && machine.longitude !== null
        ? { latitude: machine.latitude, longitude: machine.longitude }
        : null,
    types: en && machine.typesEn.length > 0 ? machine.typesEn : machine.types,
    /** Both languages' type names, for the pizza/beverage rules. */
    allTypes: [...machine.types, ...machine.typesEn],
    imageUrls: machine.imageUrls,
    phone: filled(machine.phone),
    operatingStatus: machine.operatingStatus,
    mapsHref: mapsSearchHref(address),
  };
}

export type LocalizedMachine = ReturnType<typeof localizeMachine>;
