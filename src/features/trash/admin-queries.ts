import 'server-only';
import { desc } from 'drizzle-orm';
import { getDb } from '@/db';
import { trash, type ContentKind } from '@/db/schema';
import { requireAdmin } from '@/lib/admin/guard';
import { daysLeft } from './retention';

/** A trash entry as the trash page lists it. */
export type TrashListEntry = {
  id: string;
  kind: ContentKind;
  title: string;
  deletedAt: Date;
  deletedBy: string | null;
  /** Whole days until the purge (0: today or at the next run). */
  daysLeft: number;
};

/** The trash, newest delete first (admin only). */
export async function listTrash(now = new Date()): Promise<TrashListEntry[]> {
  await requireAdmin();
  const rows = await getDb()
    .select({
      id: trash.id,
      kind: trash.kind,
      title: trash.title,
      deletedAt: trash.deletedAt,
      deletedBy: trash.deletedBy,
    })
    .from(trash)
    .orderBy(desc(trash.deletedAt), desc(trash.id))
    .limit(1000);
  return rows.map((row) => ({ ...row, daysLeft: daysLeft(row.deletedAt, now) }));
}
