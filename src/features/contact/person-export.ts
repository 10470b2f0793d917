import 'server-only';
import { asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import he from '@messages/he.json';
import { getDb, type Transaction } from '@/db';
import {
  contactInquiries,
  inquiryNotes,
  products,
  type InquiryPurpose,
  type InquiryStatus,
} from '@/db/schema';
import { appendAudit, type AuditActor } from '@/lib/admin/audit';
import { refuseAdminGet, requireAdmin } from '@/lib/admin/guard';
import { ROLES_FOR } from '@/lib/admin/roles';
import { toLocalDate } from '@/lib/site-time';
import { phoneSearchDigits } from './inbox-filters';

/*
 * "Export this person's data" (issue 33, a request to see one's data): from one inquiry, every
 * inquiry of the same person — the same e-mail address (any letter case) when it has one, or the
 * same phone number — with its notes, as one JSON file. Each export is in the audit log (who, from
 * which inquiry, how many; never whose data).
 */

const t = createTranslator({ locale: 'he', messages: he, namespace: 'backOffice.inbox.audit' });

/** One inquiry in the file: what the person sent and where from, its status and notes. */
export type PersonExportInquiry = {
  id: string;
  createdAt: string;
  name: string;
  phone: string;
  email: string | null;
  message: string | null;
  purpose: InquiryPurpose | null;
  city: string | null;
  locale: 'he' | 'en';
  page: string | null;
  /** The product whose page it was sent from, named in the inquiry's language; null if none. */
  product: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  status: InquiryStatus;
  notes: { createdAt: string; author: string; body: string }[];
};

export type PersonExport = {
  exportedAt: string;
  /** What the inquiries were matched by: the first inquiry's e-mail (null if none) and phone. */
  matchedBy: { email: string | null; phone: string };
  /** Newest first. */
  inquiries: PersonExportInquiry[];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A stored phone compared by its digits, an international Israeli prefix read as the leading 0
 * ("972501234567" → "0501234567"), as the inbox's search reads a typed one (phoneSearchDigits).
 */
const phoneDigits = sql`regexp_replace(regexp_replace(${contactInquiries.phone}, '\\D', '', 'g'), '^9720?', '0')`;

/**
 * The export of the person who sent inquiry `id`, read in `tx`, with its audit row by `actor` in
 * the same transaction; null (and no audit row) when there is no such inquiry.
 */
export async function exportPersonData(
  tx: Transaction,
  id: string,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<PersonExport | null> {
  if (!UUID.test(id)) return null;
  const [origin] = await tx
    .select({ email: contactInquiries.email, phone: contactInquiries.phone })
    .from(contactInquiries)
    .where(eq(contactInquiries.id, id));
  if (!origin) return null;
  const email = origin.email?.trim() ? origin.email.trim() : null;
  const phone = phoneSearchDigits(origin.phone);
  const matches: SQL[] = [eq(contactInquiries.id, id)];
  if (email) {
    matches.push(sql`lower(${contactInquiries.email}) = ${email.toLowerCase()}`);
  }
  if (phone) matches.push(sql`${phoneDigits} = ${phone}`);

  const rows = await tx
    .select({
      id: contactInquiries.id,
      createdAt: contactInquiries.createdAt,
      name: contactInquiries.name,
      phone: contactInquiries.phone,
      email: contactInquiries.email,
      message: contactInquiries.message,
      purpose: contactInquiries.purpose,
      city: contactInquiries.city,
      locale: contactInquiries.locale,
      page: contactInquiries.page,
      productHe: products.nameHe,
      productEn: products.nameEn,
      utmSource: contactInquiries.utmSource,
      utmMedium: contactInquiries.utmMedium,
      utmCampaign: contactInquiries.utmCampaign,
      status: contactInquiries.status,
    })
    .from(contactInquiries)
    .leftJoin(products, eq(products.id, contactInquiries.productId))
    .where(or(...matches))
    .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id));

  const notes = await tx
    .select({
      inquiryId: inquiryNotes.inquiryId,
      createdAt: inquiryNotes.createdAt,
      author: inquiryNotes.authorName,
      body: inquiryNotes.body,
    })
    .from(inquiryNotes)
    .where(
      inArray(
        inquiryNotes.inquiryId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(inquiryNotes.createdAt), asc(inquiryNotes.id));

  await appendAudit(tx, actor, 'inquiry.export', {
    entity: 'inquiry',
    entityId: id,
    summary: t('exported', { count: rows.length }),
  });

  return {
    exportedAt: now.toISOString(),
    matchedBy: { email, phone: origin.phone },
    inquiries: rows.map(({ productHe, productEn, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      product:
        productHe === null ? null : row.locale === 'en' ? (productEn ?? productHe) : productHe,
      notes: notes
        .filter((note) => note.inquiryId === row.id)
        .map((note) => ({
          createdAt: note.createdAt.toISOString(),
          author: note.author,
          body: note.body,
        })),
    })),
  };
}

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * `GET /api/admin/inquiries/<id>/person-export` (the route only hands over): admin only, from
 * our own pages or a typed address (refuseAdminGet, as the CSV export); the file as a download,
 * never cached. An unknown id: 404 in JSON.
 */
export async function personExportResponse(request: Request, id: string): Promise<Response> {
  const refused = await refuseAdminGet(request, {
    navigation: true,
    roles: ROLES_FOR.administration,
  });
  if (refused) return refused;
  const admin = await requireAdmin();
  const actor: AuditActor = { id: admin.user.id, email: admin.user.email };
  const now = new Date();
  const data = await getDb().transaction((tx) => exportPersonData(tx, id, actor, now));
  if (!data) {
    return Response.json({ error: 'Inquiry not found' }, { status: 404, headers: NO_STORE });
  }
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="inquiries-${toLocalDate(now)}.json"`,
      ...NO_STORE,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
