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
 * admin action's transaction with `putSetting`. A key without a row (or with a value its schema
 * no longer accepts) is its default, computed at the read (it may come from the environment).
 */

/** Parses a stored value, falling back to the default when the row is missing or malformed. */
function valueOf<K extends SettingKey>(key: K, stored: unknown): Settings[K] {
  const parsed = SETTING_DEFAULTS[key].schema.safeParse(stored);
  return parsed.success
    ? (parsed.data as Settings[K])
    : (SETTING_DEFAULTS[key].defaultValue() as Settings[K]);
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

/**
 * When the setting's row was last written (null: no row, the default), for an edit form's
 * version (src/lib/admin/version.ts); `lock` holds the row until the transaction ends.
 */
export async function settingUpdatedAt(
  key: SettingKey,
  db: Pick<Transaction, 'select'> = getDb(),
  { lock = false } = {},
): Promise<Date | null> {
  const query = db
    .select({ updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  const [row] = await (lock ? query.for('update') : query);
  return row?.updatedAt ?? null;
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
