import 'server-only';
import type { Transaction as Tx } from '@/db';
import { slugInUse } from '@/db/slug-in-use';
import { ActionRefusal } from '@/lib/admin/action';
import { slugify, uniqueSlug } from '@/lib/slug';
import type { CatalogueTable } from './table';

/** Whether another row's page already answers to `slug` (in any of the table's slug columns). */
export const slugTaken = (
  tx: Tx,
  catalogue: Pick<CatalogueTable<never>, 'table' | 'idColumn' | 'slugColumns'>,
  slug: string,
  ownId: string | undefined,
) =>
  slugInUse(
    tx,
    { table: catalogue.table, id: catalogue.idColumn, slugs: catalogue.slugColumns },
    slug,
    ownId,
  );

/**
 * The slug to store: the admin's own (refused on its `field` when another row has it), or one
 * made here (`generated`: slugified, then numbered until free: -2, -3…). None without a slug.
 */
export async function chooseSlug(
  tx: Tx,
  catalogue: Pick<CatalogueTable<never>, 'table' | 'idColumn' | 'slugColumns'>,
  {
    field,
    slug,
    generated,
    ownId,
  }: { field: string; slug: string | null; generated: boolean; ownId: string | undefined },
): Promise<string | null | ActionRefusal> {
  if (!slug) return null;
  if (!generated)
    return (await slugTaken(tx, catalogue, slug, ownId))
      ? new ActionRefusal('slugTaken', field)
      : slug;
  return uniqueSlug(slugify(slug), (candidate) => slugTaken(tx, catalogue, candidate, ownId));
}

/** One of a row's slugs to choose: the form field it came from, and whether it was made here. */
export type SlugChoice = { field: string; slug: string | null; generated: boolean };

/** `chooseSlug` for each of a row's slugs, in order; the first refusal refuses them all. */
export async function chooseSlugs(
  tx: Tx,
  catalogue: Pick<CatalogueTable<never>, 'table' | 'idColumn' | 'slugColumns'>,
  ownId: string | undefined,
  choices: SlugChoice[],
): Promise<(string | null)[] | ActionRefusal> {
  const chosen: (string | null)[] = [];
  for (const choice of choices) {
    const slug = await chooseSlug(tx, catalogue, { ...choice, ownId });
    if (slug instanceof ActionRefusal) return slug;
    chosen.push(slug);
  }
  return chosen;
}
