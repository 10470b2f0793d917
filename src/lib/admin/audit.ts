import { createTranslator } from 'use-intl/core';
import he from '@messages/he.json';
import type { Transaction } from '@/db';
import { auditLog } from '@/db/schema';

/**
 * The audit log's writing side. adminAction (admin-action.ts) appends one row per admin write in
 * the write's own transaction, from the `AuditNote` its handler gives `write()`; the command-line
 * admin tools append theirs with `appendAudit` directly. Summaries are short Hebrew texts (the
 * back office's language) naming what changed — field names, never the values of passwords or
 * secrets, and never a visitor's personal data. Not `server-only`: the admin command line
 * (first-admin.ts, plain Node) records its changes with it too.
 */

/** What the handler says about its write: the kind of row, its id and what changed. */
export type AuditNote = {
  /** "product", "rental", "machine", "blog_post", "seo_settings", "inquiry", "user", … */
  entity: string;
  entityId?: string | null;
  summary: string;
};

export type AuditActor = { id: string | null; email: string };

/** The actor of changes made outside the web UI (`npm run admin:create`, start-up, the demo admin). */
export const SYSTEM_ACTOR_EMAIL = 'system';
export const SYSTEM_ACTOR: AuditActor = { id: null, email: SYSTEM_ACTOR_EMAIL };

const SUMMARY_MAX = 300;

export async function appendAudit(
  tx: Pick<Transaction, 'insert'>,
  actor: AuditActor,
  action: string,
  note: AuditNote,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    entityType: note.entity,
    entityId: note.entityId ?? null,
    summary: note.summary.slice(0, SUMMARY_MAX),
  });
}

/** Keys whose values are never compared into a summary (nor ever stored in one). */
const SECRET_KEY = /password|secret|token|hash|key$/i;

/**
 * A value as JSON with every object's keys sorted: a jsonb column (products.specs, .reviews)
 * comes back from PostgreSQL with its keys in its own order, which is no change.
 */
const canonicalJson = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) && !(inner instanceof Date)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  );

/**
 * The fields whose values differ between a row before and after a write (compared as JSON, the
 * keys of objects in any order), in `after`'s key order; secret-looking keys are left out.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  return Object.keys(after).filter(
    (key) => !SECRET_KEY.test(key) && canonicalJson(before[key]) !== canonicalJson(after[key]),
  );
}

const t = createTranslator({ locale: 'he', messages: he, namespace: 'backOffice.audit.summary' });

const FIELD_NAMES: Record<string, string> = he.backOffice.fields;

/**
 * A row's field as the back office names it in Hebrew ("טלפון" for `phone`), for the audit log
 * and for a save refused because someone else changed the row; a field with no name reads as its
 * key (then isolated, so a right-to-left line keeps it in one piece).
 */
export const fieldName = (key: string) => FIELD_NAMES[key] ?? `\u2068${key}\u2069`;

/** A row's name as the summary shows it (short, one line). */
const named = (label: string | null | undefined) =>
  (label ?? '').replace(/\s+/g, ' ').trim().slice(0, 80) || '—';

/** The summaries every dashboard uses (texts in backOffice.audit.summary). */
export const auditSummary = {
  created: (label: string | null | undefined) => t('created', { label: named(label) }),
  updated: (label: string | null | undefined, fields: readonly string[]) =>
    fields.length
      ? t('updated', { label: named(label), fields: fields.map(fieldName).join(', ') })
      : t('unchanged', { label: named(label) }),
  deleted: (label: string | null | undefined) => t('deleted', { label: named(label) }),
  /** A row shown on the public site or hidden from it (the lists' switches). */
  visibility: (label: string | null | undefined, shown: boolean) =>
    t(shown ? 'shown' : 'hidden', { label: named(label) }),
  reordered: (count: number) => t('reordered', { count }),
  generated: (count: number) => t('generated', { count }),
  blogOfWeek: (label: string | null | undefined) => t('blogOfWeek', { label: named(label) }),
  /** An administrator's account (their address is not a visitor's personal data). */
  adminCreated: (email: string) => t('adminCreated', { email }),
  adminPromoted: (email: string) => t('adminPromoted', { email }),
  adminPassword: (email: string) => t('adminPassword', { email }),
  /** The users screen (a staff member's address, like an administrator's, is not a visitor's). */
  invited: (email: string, role: string) => t('invited', { email, role }),
  invitationResent: (email: string) => t('invitationResent', { email }),
  invitationCancelled: (email: string) => t('invitationCancelled', { email }),
  invitationAccepted: (email: string, role: string) => t('invitationAccepted', { email, role }),
  deactivated: (label: string | null | undefined) => t('deactivated', { label: named(label) }),
  reactivated: (label: string | null | undefined) => t('reactivated', { label: named(label) }),
  sessionsRevoked: (label: string | null | undefined, count: number) =>
    t('sessionsRevoked', { label: named(label), count }),
  /** A named field set from one value to another (e.g. a status): values must not be personal. */
  changed: (label: string | null | undefined, field: string, from: string, to: string) =>
    t('changed', { label: named(label), field, from, to }),
};
