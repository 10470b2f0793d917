'use server';

import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db';
import { uniqueViolation } from '@/db/errors';
import { redirects, seoSettings } from '@/db/schema';
import { ActionRefusal, adminAction } from '@/lib/admin/action';
import { auditSummary, changedFields } from '@/lib/admin/audit';
import { staleEdit } from '@/lib/admin/version';
import { decodePath } from '@/lib/page-head';
import { REDIRECTS_TAG } from '@/lib/redirects';
import { readCompany } from '@/lib/settings/company';
import { siteUrl } from '@/lib/site-url';
import { draftSettings } from './generate';
import { analyzePage } from './page-analysis';
import { SEO_TAG } from './queries';
import {
  SEO_MAX_BYTES,
  SEO_MULTILINE,
  redirectIdSchema,
  seoSettingsIdSchema,
  seoSettingsSchema,
  type SeoSettingsInput,
} from './schemas';
import { listSitePages } from './site-pages';
import { ROLES_FOR } from '@/lib/admin/roles';

/*
 * The SEO dashboard's writes (spec back-office §2, §3 seo_settings, §5 "SEO form", §7, §8).
 * Every export is an adminAction: admin check, validation, the write with its audit row, the
 * `seo` cache tag (every public page's head reads it).
 */

/** Empty texts are stored as NULL: "not set", so the page's own default shows. */
/** The form's fields that are columns (not the id, nor the edit's version): empty texts are none. */
function columnsOf(input: SeoSettingsInput) {
  return Object.fromEntries(
    Object.entries(input)
      .filter(([key]) => !['id', 'version', 'overwrite'].includes(key))
      .map(([key, value]) => [key, value === '' ? null : value]),
  ) as Omit<SeoSettingsInput, 'id' | 'version' | 'overwrite'>;
}

/**
 * Save one page's settings. With an id: that row (its path may change, but not to another
 * row's). Without: upsert on page_path (spec call), so adding a page that has settings updates
 * them.
 */
export const saveSeoSettings = adminAction(
  {
    name: 'seo.save',
    roles: ROLES_FOR.content,
    schema: seoSettingsSchema,
    multiline: SEO_MULTILINE,
    maxBytes: SEO_MAX_BYTES,
    tags: [SEO_TAG],
  },
  async (input, { write }) => {
    const values = { ...columnsOf(input), pagePath: input.pagePath };
    try {
      const saved = await write(
        async (tx) => {
          // The row as it was (by id, or the page's row the upsert will update): for the summary.
          const [before] = await tx
            .select()
            .from(seoSettings)
            .where(
              input.id ? eq(seoSettings.id, input.id) : eq(seoSettings.pagePath, values.pagePath),
            )
            .for('update');
          if (input.id && !before) return new ActionRefusal('notFound');
          const stale = input.id && before && staleEdit(before, input, values);
          if (stale) return stale;
          const [row] = input.id
            ? await tx
                .update(seoSettings)
                .set(values)
                .where(eq(seoSettings.id, input.id))
                .returning({ id: seoSettings.id })
            : await tx
                .insert(seoSettings)
                .values(values)
                .onConflictDoUpdate({
                  target: seoSettings.pagePath,
                  set: { ...values, updatedAt: new Date() },
                })
                .returning({ id: seoSettings.id });
          return { id: row!.id, before };
        },
        ({ id, before }) => ({
          entity: 'seo_settings',
          entityId: id,
          summary: before
            ? auditSummary.updated(values.pagePath, changedFields(before, values))
            : auditSummary.created(values.pagePath),
        }),
      );
      return saved instanceof ActionRefusal ? saved : { id: saved.id };
    } catch (error) {
      if (uniqueViolation(error)) return new ActionRefusal('pagePathTaken', 'pagePath');
      throw error;
    }
  },
);

/** Delete one page's settings (after the dialog's confirmation): the page's defaults return. */
export const deleteSeoSettings = adminAction(
  { name: 'seo.delete', roles: ROLES_FOR.content, schema: seoSettingsIdSchema, tags: [SEO_TAG] },
  async ({ id }, { write }) => {
    const deleted = await write(
      async (tx) =>
        (
          await tx
            .delete(seoSettings)
            .where(eq(seoSettings.id, id))
            .returning({ id: seoSettings.id, pagePath: seoSettings.pagePath })
        )[0] ?? new ActionRefusal('notFound'),
      (row) => ({
        entity: 'seo_settings',
        entityId: row.id,
        summary: auditSummary.deleted(row.pagePath),
      }),
    );
    return deleted instanceof ActionRefusal ? deleted : { id };
  },
);

/** Pages read at once while generating (each is a request to this server). */
const GENERATE_CONCURRENCY = 4;

/**
 * Settings for every site page that has none, from its own content (spec §2, §5). Rows that
 * exist are never touched, even one added meanwhile (insert … on conflict do nothing).
 */
export const generateMissingSeoSettings = adminAction(
  { name: 'seo.generateMissing', roles: ROLES_FOR.content, schema: z.object({}), tags: [SEO_TAG] },
  async (_input, { write }) => {
    const db = getDb();
    const existing = new Set(
      (await db.select({ path: seoSettings.pagePath }).from(seoSettings)).map((row) => row.path),
    );
    const missing = (await listSitePages()).filter((page) => !existing.has(page.path));
    const site = { siteUrl: siteUrl(), name: (await readCompany()).name };
    // Every page is read first (requests to this server), outside the write's transaction.
    const drafts: ReturnType<typeof draftSettings>[] = [];
    for (let start = 0; start < missing.length; start += GENERATE_CONCURRENCY) {
      const batch = missing.slice(start, start + GENERATE_CONCURRENCY);
      drafts.push(
        ...(await Promise.all(
          batch.map(async (page) =>
            draftSettings(page, await analyzePage(page.path), {
              siteUrl: site.siteUrl,
              siteName: site.name[page.locale],
            }),
          ),
        )),
      );
    }
    const created = await write(
      async (tx) =>
        drafts.length === 0
          ? 0
          : (
              await tx
                .insert(seoSettings)
                .values(drafts)
                .onConflictDoNothing({ target: seoSettings.pagePath })
                .returning({ id: seoSettings.id })
            ).length,
      (count) => ({ entity: 'seo_settings', summary: auditSummary.generated(count) }),
    );
    if (created instanceof ActionRefusal) return created;
    return { created, skipped: missing.length - created };
  },
);

/**
 * Delete one redirect (after the confirmation naming its old address): the old address then
 * follows the not-found rule. Keyed by its old path (`id`); the redirect lookups' tag is updated.
 */
export const deleteRedirect = adminAction(
  {
    name: 'seo.deleteRedirect',
    roles: ROLES_FOR.content,
    schema: redirectIdSchema,
    tags: [REDIRECTS_TAG],
  },
  async ({ id }, { write }) => {
    const deleted = await write(
      async (tx) =>
        (
          await tx
            .delete(redirects)
            .where(eq(redirects.fromPath, id))
            .returning({ fromPath: redirects.fromPath, toPath: redirects.toPath })
        )[0] ?? new ActionRefusal('notFound'),
      (row) => ({
        entity: 'redirect',
        entityId: row.fromPath,
        summary: auditSummary.deleted(`${decodePath(row.fromPath)} → ${decodePath(row.toPath)}`),
      }),
    );
    return deleted instanceof ActionRefusal ? deleted : { id };
  },
);
