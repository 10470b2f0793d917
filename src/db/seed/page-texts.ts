import en from '@messages/en.json';
import he from '@messages/he.json';
import { fileTexts } from '@/config/page-texts';
import type { Database, Transaction } from '../index';
import { siteSettings } from '../schema';

/**
 * The `pageTexts` setting with today's texts of the message files (src/config/page-texts.ts),
 * unless the database has it already: the seed writes it into a new database, and every start
 * into an existing one (which then shows exactly the texts it showed before). An admin's saved
 * texts are never overwritten. Returns 1 when it wrote the row.
 */
export async function insertPageTexts(db: Pick<Database | Transaction, 'insert'>): Promise<number> {
  const rows = await db
    .insert(siteSettings)
    .values({
      key: 'pageTexts',
      value: { he: fileTexts(he), en: fileTexts(en) },
      updatedBy: 'system',
    })
    .onConflictDoNothing()
    .returning({ key: siteSettings.key });
  return rows.length;
}
