import 'server-only';
import { desc } from 'drizzle-orm';
import { getDb } from '@/db';
import { contactInquiries, type EmailStatus } from '@/db/schema';
import { requireAdmin } from '@/features/auth/guard';

/*
 * Admin reads of the contact feature: plain server functions, not server actions (no browser can
 * call them), each one checking the admin role itself.
 */

export type RecentInquiry = {
  id: string;
  createdAt: Date;
  name: string;
  phone: string;
  email: string | null;
  emailStatus: EmailStatus;
};

/** Admin only: the latest 50 contact inquiries, newest first, with their e-mail delivery status. */
export async function listRecentInquiries(): Promise<RecentInquiry[]> {
  await requireAdmin();
  return getDb()
    .select({
      id: contactInquiries.id,
      createdAt: contactInquiries.createdAt,
      name: contactInquiries.name,
      phone: contactInquiries.phone,
      email: contactInquiries.email,
      emailStatus: contactInquiries.emailStatus,
    })
    .from(contactInquiries)
    .orderBy(desc(contactInquiries.createdAt))
    .limit(50);
}
