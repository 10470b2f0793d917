import 'server-only';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDb } from '@/db';
import { blogPosts, machines, products, rentalMachines, type ContentKind } from '@/db/schema';
import { ActionRefusal, type AdminWrite } from '@/lib/admin/action';
import { savedTags, saveOffer } from '@/features/catalogue/save';
import { savedPostTags, savePostWith } from '@/features/blog/save-post';
import type { BlogPostInput } from '@/features/blog/schemas';
import { saveMachineWith, savedMachineTags } from '@/features/machines/save-machine';
import type { MachineInput } from '@/features/machines/schemas';
import { productTable } from '@/features/products/catalogue-table';
import { productSave } from '@/features/products/offer-save';
import type { ProductInput } from '@/features/products/schemas';
import { rentalTable } from '@/features/rentals/catalogue-table';
import { rentalSave } from '@/features/rentals/offer-save';
import type { RentalInput } from '@/features/rentals/schemas';

/*
 * What the history needs of each kind of item: where its row is, its name, its edit screen, and
 * how a revision's fields go back through the kind's own save (the one its form's action runs:
 * same slug checks, moves and redirects, twin and publishing rules, revision, pictures), so a
 * restore is a save of the old values.
 */

type Fields = Record<string, unknown>;
type Row = Record<string, unknown> & { id: string };

/** What a restore wrote: the item, and the cache tags its save touches. */
export type RestoredItem = { id: string; tags: string[] };

export type RevisionKind = {
  table: PgTable;
  idColumn: PgColumn;
  /** The item's name (Hebrew where it has one). */
  titleOf: (row: Row) => string;
  /** Where the item is edited in the back office. */
  editHref: (id: string) => string;
  /** Saves the revision's `fields` over the item (`current`: its row now) with `write`. */
  restore: (
    fields: Fields,
    current: Row,
    write: AdminWrite,
  ) => Promise<RestoredItem | ActionRefusal>;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);
const textOrUndefined = (value: unknown) => textOrNull(value) ?? undefined;
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const textsOrNull = (value: unknown) => (texts(value).length ? texts(value) : null);
const numberOr = <T>(value: unknown, otherwise: T) =>
  typeof value === 'number' && Number.isFinite(value) ? value : otherwise;
const bool = (value: unknown) => value === true;
/** The pictures as the forms send them: the main one first. */
const images = (fields: Fields) =>
  [textOrNull(fields.imageUrl), ...texts(fields.galleryImages)].filter((url): url is string =>
    Boolean(url),
  );

/** `machines.type` as the form's list: NULL none, a JSON list for several, else one name. */
function machineTypes(stored: unknown): string[] {
  if (typeof stored !== 'string' || !stored) return [];
  if (stored.startsWith('[')) {
    try {
      return texts(JSON.parse(stored));
    } catch {
      return [stored];
    }
  }
  return [stored];
}

/** Whether a post still exists (a revision's twin may have been deleted since). */
async function postExists(id: string) {
  const [row] = await getDb()
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.id, id));
  return Boolean(row);
}

/** What a field refusal of the kind's save means for a restore (there is no form to mark). */
const restoreRefusal = (refusal: ActionRefusal) =>
  refusal.field === undefined
    ? refusal
    : new ActionRefusal(refusal.key === 'slugTaken' ? 'revisionSlugTaken' : 'revisionInvalid');

const done = <T extends { id: string }>(saved: T | ActionRefusal, tags: (saved: T) => string[]) =>
  saved instanceof ActionRefusal ? restoreRefusal(saved) : { id: saved.id, tags: tags(saved) };

/** A restore is not checked against the form's version: the admin chose to replace what is. */
const noVersion = { version: undefined, overwrite: false } as const;

async function restorePost(fields: Fields, current: Row, write: AdminWrite) {
  const publishAt = typeof fields.publishAt === 'string' ? new Date(fields.publishAt) : null;
  const scheduled =
    fields.status === 'published' && publishAt !== null && publishAt.getTime() > Date.now();
  const twinId = textOrNull(fields.twinId);
  const input: BlogPostInput = {
    ...noVersion,
    id: current.id,
    language: fields.language === 'en' ? 'en' : 'he',
    blogUrl: text(fields.blogUrl),
    generatedSlug: false,
    title: text(fields.title),
    titleEn: textOrNull(fields.titleEn),
    subtitle: textOrNull(fields.subtitle),
    subtitleEn: textOrNull(fields.subtitleEn),
    excerpt: textOrNull(fields.excerpt),
    excerptEn: textOrNull(fields.excerptEn),
    content: textOrNull(fields.content),
    contentEn: textOrNull(fields.contentEn),
    category: text(fields.category),
    categoryEn: textOrNull(fields.categoryEn),
    author: text(fields.author),
    authorEn: textOrNull(fields.authorEn),
    publishedDate: text(fields.publishedDate),
    imageUrl: textOrNull(fields.imageUrl),
    imageAlt: textOrNull(fields.imageAlt),
    bulletPoints: textsOrNull(fields.bulletPoints),
    bulletPointsEn: textsOrNull(fields.bulletPointsEn),
    internalLinks: textsOrNull(fields.internalLinks),
    externalLinks: Array.isArray(fields.externalLinks)
      ? (fields.externalLinks as { title: string; url: string }[])
      : null,
    keywords: textsOrNull(fields.keywords),
    internalLikes: numberOr(fields.internalLikes, 0),
    externalLikes: numberOr(fields.externalLikes, 0),
    // A twin deleted since: the restored post has none (the save refuses an unknown one).
    twinId: twinId && twinId !== current.id && (await postExists(twinId)) ? twinId : null,
    state: fields.status === 'draft' ? 'draft' : scheduled ? 'scheduled' : 'published',
    publishAt: scheduled ? publishAt : null,
  };
  return done(await savePostWith(input, write), savedPostTags);
}

async function restoreMachine(fields: Fields, current: Row, write: AdminWrite) {
  const input: MachineInput = {
    ...noVersion,
    id: current.id,
    name: text(fields.name),
    nameEn: textOrUndefined(fields.nameEn),
    location: text(fields.location),
    locationEn: textOrUndefined(fields.locationEn),
    address: text(fields.address),
    addressEn: textOrUndefined(fields.addressEn),
    postalCode: textOrUndefined(fields.postalCode),
    phone: textOrUndefined(fields.phone),
    types: machineTypes(fields.type),
    typeEn: texts(fields.typeEn) as MachineInput['typeEn'],
    status: fields.status as MachineInput['status'],
    operatingStatus: fields.operatingStatus as MachineInput['operatingStatus'],
    slugHe: textOrUndefined(fields.slugHe),
    slugEn: textOrUndefined(fields.slugEn),
    images: images(fields),
    latitude: numberOr(fields.latitude, undefined),
    longitude: numberOr(fields.longitude, undefined),
  };
  return done(await saveMachineWith(input, write), savedMachineTags);
}

/** The fields products and rentals share (offer-schema's `values`). */
const offerInput = (fields: Fields, current: Row) => ({
  ...noVersion,
  id: current.id,
  nameHe: text(fields.nameHe),
  nameEn: textOrNull(fields.nameEn),
  descriptionEn: textOrNull(fields.descriptionEn),
  featuresHe: texts(fields.featuresHe),
  featuresEn: texts(fields.featuresEn),
  priceHe: textOrNull(fields.priceHe),
  priceEn: textOrNull(fields.priceEn),
  images: images(fields),
  isActive: bool(fields.isActive),
});

async function restoreProduct(fields: Fields, current: Row, write: AdminWrite) {
  const input: ProductInput = {
    ...offerInput(fields, current),
    slugHe: text(fields.slugHe),
    slugEn: textOrNull(fields.slugEn),
    generated: { he: false, en: false },
    descriptionHe: textOrNull(fields.descriptionHe),
    showRating: bool(fields.showRating),
    comingSoon: bool(fields.comingSoon),
    reviews: (Array.isArray(fields.reviews) ? fields.reviews : []) as ProductInput['reviews'],
    specs: (fields.specs ?? current.specs) as ProductInput['specs'],
  };
  const saved = await saveOffer(productTable, write, input, productSave(input));
  return done(saved, (offer) => savedTags(productTable, offer));
}

async function restoreRental(fields: Fields, current: Row, write: AdminWrite) {
  const input: RentalInput = {
    ...offerInput(fields, current),
    slug: text(fields.slug),
    slugGenerated: false,
    descriptionHe: text(fields.descriptionHe),
    // The display order is the list's, not the version's: the rental stays where it is.
    displayOrder: numberOr(current.displayOrder, undefined),
  };
  const saved = await saveOffer(rentalTable, write, input, rentalSave(input));
  return done(saved, (offer) => savedTags(rentalTable, offer));
}

export const REVISION_KINDS: Record<ContentKind, RevisionKind> = {
  post: {
    table: blogPosts,
    idColumn: blogPosts.id,
    titleOf: (row) => text(row.title),
    editHref: (id) => `/admin/blogs/${id}`,
    restore: restorePost,
  },
  machine: {
    table: machines,
    idColumn: machines.id,
    titleOf: (row) => text(row.name),
    editHref: () => '/admin/machines',
    restore: restoreMachine,
  },
  product: {
    table: products,
    idColumn: products.id,
    titleOf: (row) => text(row.nameHe),
    editHref: () => '/admin/products',
    restore: restoreProduct,
  },
  rental: {
    table: rentalMachines,
    idColumn: rentalMachines.id,
    titleOf: (row) => text(row.nameHe),
    editHref: () => '/admin/products?tab=rentals',
    restore: restoreRental,
  },
};

/** The item's row now, or null when it is gone (deleted, perhaps in the trash). */
export async function currentRow(
  db: Pick<ReturnType<typeof getDb>, 'select'>,
  kind: ContentKind,
  id: string,
): Promise<Row | null> {
  const { table, idColumn } = REVISION_KINDS[kind];
  const [row] = await db.select().from(table).where(eq(idColumn, id));
  return (row as Row | undefined) ?? null;
}
