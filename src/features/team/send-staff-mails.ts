import 'server-only';
import { after } from 'next/server';
import { getDb } from '@/db';
import { deliverDueStaffMails } from '@/lib/staff-mail';

/**
 * After a users-screen change queued an e-mail: one delivery pass of the staff outbox once the
 * response is sent, so the invitation leaves at once. A failure is only logged: the row stays
 * and the delivery worker's passes (src/features/contact/delivery.ts) retry it on the leads'
 * schedule. (The worker's `kick()` lives in the contact feature, which this one does not reach
 * into; the outbox claims rows with SKIP LOCKED, so this pass and the worker's never send one
 * mail twice.)
 */
export function sendStaffMailsAfterResponse(): void {
  const pass = () =>
    deliverDueStaffMails(getDb()).catch((error: unknown) =>
      console.error(
        '[staff-mail] delivery pass failed; the worker retries:',
        error instanceof Error ? error.message : error,
      ),
    );
  try {
    after(pass);
  } catch {
    // Outside a request (scripts, tests) there is no response to wait for.
    void pass();
  }
}
