import {
  MACHINE_STATUSES,
  OPERATING_STATUSES,
  type MachineStatus,
  type OperatingStatus,
} from '@/db/schema/machines';
import type { DraftValues } from '@/lib/admin/draft-storage';
import type { AdminMachine } from '../../admin-queries';

/**
 * What the machine form's fields start with, under the form's own field names: a saved
 * machine's values (or a new machine's defaults), or a restored local copy's (issue 32).
 */
export type MachineFormValues = {
  name: string;
  nameEn: string;
  location: string;
  locationEn: string;
  address: string;
  addressEn: string;
  postalCode: string;
  phone: string;
  types: string[];
  typeEn: string[];
  status: MachineStatus;
  operatingStatus: OperatingStatus;
  images: string[];
  slugHe: string;
  slugEn: string;
  /** As typed: a copy may hold a coordinate that is not a number yet. */
  latitude: string;
  longitude: string;
};

const TEXTS = [
  'name',
  'nameEn',
  'location',
  'locationEn',
  'address',
  'addressEn',
  'postalCode',
  'phone',
  'slugHe',
  'slugEn',
  'latitude',
  'longitude',
] as const;

/** The lists the form sends as `name[]` (checked boxes, pictures): none sent is an empty list. */
const LISTS = ['types', 'typeEn', 'images'] as const;

/** A saved machine's values; without one, a new machine's (active and open, spec §9). */
export function machineFormValues(machine?: AdminMachine): MachineFormValues {
  return {
    name: machine?.name ?? '',
    nameEn: machine?.nameEn ?? '',
    location: machine?.location ?? '',
    locationEn: machine?.locationEn ?? '',
    address: machine?.address ?? '',
    addressEn: machine?.addressEn ?? '',
    postalCode: machine?.postalCode ?? '',
    phone: machine?.phone ?? '',
    types: machine?.types ?? [],
    typeEn: machine?.typeEn ?? [],
    status: machine?.status ?? 'active',
    operatingStatus: machine?.operatingStatus ?? 'open',
    images: machine?.images ?? [],
    slugHe: machine?.slugHe ?? '',
    slugEn: machine?.slugEn ?? '',
    latitude: machine?.latitude?.toString() ?? '',
    longitude: machine?.longitude?.toString() ?? '',
  };
}

const oneOf = <T extends string>(choices: readonly T[], value: unknown, fallback: T): T =>
  choices.includes(value as T) ? (value as T) : fallback;

/**
 * A local copy of the form (as readForm keeps it) as the form's starting values; what the copy
 * lacks or holds in another shape keeps `fallback`'s value (the saved machine's).
 */
export function machineValuesFromDraft(
  draft: DraftValues,
  fallback: MachineFormValues,
): MachineFormValues {
  const values = { ...fallback };
  for (const field of TEXTS) {
    const value = draft[field];
    if (typeof value === 'string') values[field] = value;
  }
  for (const field of LISTS) {
    const value = draft[field];
    values[field] = Array.isArray(value) ? value : [];
  }
  values.status = oneOf(MACHINE_STATUSES, draft.status, fallback.status);
  values.operatingStatus = oneOf(
    OPERATING_STATUSES,
    draft.operatingStatus,
    fallback.operatingStatus,
  );
  return values;
}
