'use server';

import { after } from 'next/server';
import { eq, sql } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import he from '@messages/he.json';
import type { Transaction } from '@/db';
import { contactInquiries, inquiryNotes, type InquiryStatus } from '@/db/schema';
import { ActionRefusal, adminAction } from '@/lib/admin/action';
import { auditSummary } from '@/lib/admin/audit';
import { putSetting, readSetting, SETTINGS_TAG } from '@/lib/settings';
import {
  inquiryIdSchema,
  inquiryNoteSchema,
  inquiryRetentionSchema,
  inquiryStatusSchema,
} from './inbox-schemas';
import { deliveryWorker } from './worker';
import { ROLES_FOR } from '@/lib/admin/roles';

/*
 * The inbox's writes (issue 12): every export is an adminAction writing through `write()`, so
 * each change and its audit row commit together. Audit summaries name the inquiry by a short
 * reference of its id, never by the visitor's name, phone, e-mail or message (personal data),
 * and a note's text never goes into one either. Admin-only data: no cache tags (the wrapper
 * re-renders the admin's page).
 */

const t = createTranslator({ locale: 'he', messages: he, namespace: 'backOffice.inbox' });

/** How the audit log names an inquiry: "פנייה 1a2b3c4d" (no personal data). */
const label = (id: string) => t('audit.label', { ref: id.slice(0, 8) });
const statusName = (status: InquiryStatus) => t(`statuses.${status}`);

/** The audit row of a change to inquiry `id`. */
const inquiryAudit = (id: string, summary: string) => ({
  entity: 'inquiry',
  entityId: id,
  summary,
});

/**
 * Inquiry `id`'s row (its status), locked until the transaction ends: `update` before changing
 * the row, `share` before adding to it; undefined when there is no such inquiry.
 */
async function lockInquiry(tx: Transaction, id: string, lock: 'update' | 'share') {
  const [row] = await tx
    .select({ status: contactInquiries.status })
    .from(contactInquiries)
    .where(eq(contactInquiries.id, id))
    .for(lock);
  return row;
}

/** Sets an inquiry's status (new / in progress / won / lost / spam). */
export const setInquiryStatus = adminAction(
  { name: 'inquiries.setStatus', roles: ROLES_FOR.leads, schema: inquiryStatusSchema },
  async ({ id, status }, { write }) =>
    write(
      async (tx) => {
        const before = await lockInquiry(tx, id, 'update');
        if (!before) return new ActionRefusal('notFound');
        await tx.update(contactInquiries).set({ status }).where(eq(contactInquiries.id, id));
        return { id, status, previous: before.status };
      },
      (done) =>
        inquiryAudit(
          done.id,
          auditSummary.changed(
            label(done.id),
            t('audit.statusField'),
            statusName(done.previous),
            statusName(done.status),
          ),
        ),
    ),
);

/** Adds an internal note to an inquiry, signed with the admin's name. */
export const addInquiryNote = adminAction(
  {
    name: 'inquiries.addNote',
    roles: ROLES_FOR.leads,
    schema: inquiryNoteSchema,
    multiline: ['body'],
  },
  async ({ id, body }, { admin, write }) =>
    write(
      async (tx) => {
        // Shared lock: the inquiry cannot be deleted before its new note is in.
        if (!(await lockInquiry(tx, id, 'share'))) return new ActionRefusal('notFound');
        const [note] = await tx
          .insert(inquiryNotes)
          .values({
            inquiryId: id,
            authorId: admin.user.id,
            authorName: admin.user.name || admin.user.email,
            body,
          })
          .returning({ id: inquiryNotes.id });
        return { id, noteId: note!.id };
      },
      (done) => inquiryAudit(done.id, t('audit.noteAdded', { label: label(done.id) })),
    ),
);

/**
 * Sends the inquiry's e-mail to sales again: back to "pending", due now, and the delivery worker
 * is kicked after the response (it records the attempt, and retries on its schedule if SMTP is
 * still down).
 */
export const resendInquiryEmail = adminAction(
  { name: 'inquiries.resendEmail', roles: ROLES_FOR.leads, schema: inquiryIdSchema },
  async ({ id }, { write }) => {
    const result = await write(
      async (tx) => {
        const [row] = await tx
          .update(contactInquiries)
          .set({ emailStatus: 'pending', emailNextAttemptAt: sql`now()` })
          .where(eq(contactInquiries.id, id))
          .returning({ id: contactInquiries.id });
        return row ?? new ActionRefusal('notFound');
      },
      (done) => inquiryAudit(done.id, t('audit.resent', { label: label(done.id) })),
    );
    if (!(result instanceof ActionRefusal)) kickDeliveryAfterResponse();
    return result;
  },
);

/**
 * Deletes an inquiry for good (a privacy request): its personal data, delivery attempts and
 * notes go; the audit row (who, when, which id) is the record that it existed and was deleted.
 */
export const deleteInquiry = adminAction(
  { name: 'inquiries.delete', schema: inquiryIdSchema },
  async ({ id }, { write }) =>
    write(
      async (tx) => {
        const [row] = await tx
          .delete(contactInquiries)
          .where(eq(contactInquiries.id, id))
          .returning({ id: contactInquiries.id });
        return row ?? new ActionRefusal('notFound');
      },
      (done) => inquiryAudit(done.id, auditSummary.deleted(label(done.id))),
    ),
);

/** A retention period as the back office names it: "12 חודשים" or "ללא מחיקה אוטומטית". */
const retentionName = (months: number | null) =>
  months === null ? t('retention.off') : t('retention.months', { months });

/**
 * The inbox's "keep inquiries" setting (issue 33): how many months inquiries are kept before the
 * server erases them (retention.ts), or null for never. Updates SETTINGS_TAG, so the public
 * privacy page, which states the period, shows the new one on its next request.
 */
export const setInquiryRetention = adminAction(
  { name: 'inquiries.setRetention', schema: inquiryRetentionSchema, tags: [SETTINGS_TAG] },
  async ({ months }, { write }) =>
    write(
      async (tx, actor) => {
        const previous = await readSetting('inquiryRetentionMonths', tx);
        await putSetting(tx, 'inquiryRetentionMonths', months, actor.email);
        return { months, previous };
      },
      (done) => ({
        entity: 'setting',
        entityId: 'inquiryRetentionMonths',
        summary: t('audit.retentionSet', {
          from: retentionName(done.previous),
          to: retentionName(done.months),
        }),
      }),
    ),
);

function kickDeliveryAfterResponse() {
  try {
    after(() => deliveryWorker().kick());
  } catch {
    // Outside a request (scripts, tests) there is no response to wait for.
    void deliveryWorker().kick();
  }
}
