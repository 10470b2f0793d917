import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { getDb, type Transaction } from '@/db';
import { siteSettings } from '@/db/schema';
import { SETTING_DEFAULTS, SETTINGS_TAG, type SettingKey, type Settings } from './keys';

export { SETTING_DEFAULTS, SETTINGS_TAG, type SettingKey, type Settings } from './keys';

/*
 * The company's settings (table site_settings): read through one cached function per key (public
 * pages read them too and stay prerendered; an admin write updates SETTINGS_TAG), written in the
 * admin action's transaction with `putSetting`. A key without a row is its default.
 */

/** Parses a stored value, falling back to the default when the row is missing or malformed. */
function valueOf<K extends SettingKey>(key: K, stored: unknown): Settings[K] {
  const parsed = SETTING_DEFAULTS[key].schema.safeParse(stored);
  return parsed.success ? (parsed.data as Settings[K]) : SETTING_DEFAULTS[key].value;
}

/** The setting's current value, uncached (jobs and the admin screens). */
export async function readSetting<K extends SettingKey>(
  key: K,
  db: Pick<Transaction, 'select'> = getDb(),
): Promise<Settings[K]> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return valueOf(key, row?.value);
}

/** The setting's value for public pages: cached until an admin changes a setting. */
export async function getSetting<K extends SettingKey>(key: K): Promise<Settings[K]> {
  'use cache';
  cacheTag(SETTINGS_TAG);
  cacheLife('days');
  return readSetting(key);
}

/** Stores a setting (inside the admin action's write, which audits it and updates SETTINGS_TAG). */
export async function putSetting<K extends SettingKey>(
  tx: Pick<Transaction, 'insert'>,
  key: K,
  value: Settings[K],
  actorEmail: string,
): Promise<void> {
  // JSON null, not SQL NULL ("off" is a value too, e.g. no retention): Drizzle sends a JS null
  // as SQL NULL, which the NOT NULL column refuses.
  const stored = value === null ? sql`'null'::jsonb` : value;
  await tx
    .insert(siteSettings)
    .values({ key, value: stored, updatedBy: actorEmail })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: stored, updatedBy: actorEmail, updatedAt: new Date() },
    });
}
