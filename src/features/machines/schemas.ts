import { z } from 'zod';
import { versionFields } from '@/lib/admin/version-fields';
import { MACHINE_STATUSES, OPERATING_STATUSES } from '@/db/schema/machines';
import { isSlug } from '@/lib/slug';
import { isInsideMap } from './map/projection';

/**
 * The machine form's one definition of valid input (spec back-office §5 "Machine form"), used by
 * the dashboard's form in the browser and by `saveMachine` on the server. Issue messages are keys
 * of `backOffice.validation`. Limits: the spec leaves them open; these fit any real value.
 */
export const MACHINE_LIMITS = {
  name: 120,
  location: 200,
  address: 200,
  /** 7 digits, with room for a space or hyphen typed between them. */
  postalCode: 10,
  phone: 30,
  slug: 120,
  typeName: 60,
  types: 20,
  images: 30,
  imageUrl: 2048,
} as const;

/** The fixed English machine-type choices (spec §2: "Pizza Machine" and "Beverage Machine"). */
export const MACHINE_TYPES_EN = ['Pizza Machine', 'Beverage Machine'] as const;

/** A required one-line text. */
const required = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');

/** An optional one-line text: blank is "not given" (stored as NULL). */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .optional()
    .transform((value) => value || undefined);

/**
 * A typed page address: blank means "make one from the name" (the action does, with `slugify`);
 * anything else must already be in the form `slugify` makes, so what the admin sees is what the
 * page will be called.
 */
const slug = z
  .string()
  .trim()
  .max(MACHINE_LIMITS.slug, 'tooLong')
  .optional()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || isSlug(value), 'slug');

/** A phone number, lightly: digits with the usual separators, or nothing. */
const phone = optional(MACHINE_LIMITS.phone).refine(
  (value) => value === undefined || /^\+?[\d\s().-]{7,}$/.test(value),
  'phone',
);

/**
 * An Israeli postal code (mikud): 7 digits. Spaces and hyphens typed between them ("67011 01")
 * are dropped; blank is "not given". Search engines read it in the location's PostalAddress.
 */
const postalCode = z
  .string()
  .optional()
  .transform((value) => value?.replace(/[\s-]/g, '') || undefined)
  .refine((value) => value === undefined || /^\d{7}$/.test(value), 'postalCode');

/**
 * A picture of the list: an upload of ours (`/uploads/machine-images/…`), one of the site's own
 * pictures (`/images/…`, the demo content), or an absolute http(s) address (an older upload).
 */
export const isMachineImageUrl = (url: string) =>
  /^\/(uploads|images)\/(?!.*\.\.)[\w./-]+$/.test(url) || /^https?:\/\/[^\s"'<>]+$/i.test(url);

/**
 * A coordinate in degrees: typed (a dot or a comma as the decimal mark) or a number; blank is
 * "not given".
 */
const coordinate = z.preprocess((value) => {
  if (typeof value !== 'string') return value ?? undefined;
  const text = value.trim().replace(',', '.');
  return text === '' ? undefined : Number(text);
}, z.number('coordinate').optional());

/** A list of distinct, non-blank texts in the order given. */
const distinct = (values: string[]) => [...new Set(values.filter(Boolean))];

export const machineTypeNameSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(MACHINE_LIMITS.typeName, 'tooLong');

export const machineTypeSchema = z.object({ name: machineTypeNameSchema });

export const machineSchema = z
  .object({
    /** Set when editing; absent for a new machine. */
    id: z
      .string()
      .optional()
      .transform((value) => value || undefined)
      .pipe(z.uuid('invalid').optional()),
    name: required(MACHINE_LIMITS.name),
    location: required(MACHINE_LIMITS.location),
    address: required(MACHINE_LIMITS.address),
    postalCode,
    phone,
    types: z
      .array(z.string().trim().max(MACHINE_LIMITS.typeName, 'tooLong'))
      .max(MACHINE_LIMITS.types, 'invalid')
      .default([])
      .transform(distinct),
    status: z.enum(MACHINE_STATUSES, 'invalid').default('active'),
    operatingStatus: z.enum(OPERATING_STATUSES, 'invalid').default('open'),
    slugHe: slug,
    nameEn: optional(MACHINE_LIMITS.name),
    locationEn: optional(MACHINE_LIMITS.location),
    addressEn: optional(MACHINE_LIMITS.address),
    typeEn: z
      .array(z.enum(MACHINE_TYPES_EN, 'invalid'))
      .default([])
      .transform((values) => MACHINE_TYPES_EN.filter((type) => values.includes(type))),
    slugEn: slug,
    images: z
      .array(
        z
          .string()
          .trim()
          .max(MACHINE_LIMITS.imageUrl, 'invalid')
          .refine((url) => url === '' || isMachineImageUrl(url), 'invalid'),
      )
      .max(MACHINE_LIMITS.images, 'invalid')
      .default([])
      .transform(distinct),
    /** Where the machine stands on the locations map (WGS 84): both or neither, inside Israel. */
    latitude: coordinate,
    longitude: coordinate,
    ...versionFields,
  })
  .superRefine(({ latitude, longitude }, context) => {
    if (latitude === undefined && longitude === undefined) return;
    if (latitude === undefined || longitude === undefined) {
      const missing = latitude === undefined ? 'latitude' : 'longitude';
      context.addIssue({ code: 'custom', path: [missing], message: 'coordinatesPair' });
    } else if (!isInsideMap({ latitude, longitude })) {
      context.addIssue({ code: 'custom', path: ['latitude'], message: 'outsideIsrael' });
    }
  });

export type MachineInput = z.output<typeof machineSchema>;

/** Which tab of the machine form holds a field (the form shows the tab of the first refusal). */
export const MACHINE_FORM_TABS = {
  he: [
    'name',
    'location',
    'address',
    'postalCode',
    'phone',
    'types',
    'status',
    'operatingStatus',
    'slugHe',
    'latitude',
    'longitude',
  ],
  en: ['nameEn', 'locationEn', 'addressEn', 'typeEn', 'slugEn'],
  images: ['images'],
} as const;
export type MachineFormTab = keyof typeof MACHINE_FORM_TABS;

export function machineFormTabOf(field: string): MachineFormTab {
  const base = field.split('.')[0]!;
  for (const tab of Object.keys(MACHINE_FORM_TABS) as MachineFormTab[])
    if ((MACHINE_FORM_TABS[tab] as readonly string[]).includes(base)) return tab;
  return 'he';
}
