'use server';

import { randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import { after } from 'next/server';
import { z } from 'zod';
import { getDb } from '@/db';
import { routing } from '@/i18n/routing';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { hitRateLimit } from '@/lib/rate-limit';
import { normalizeText } from '@/lib/text';
import {
  CONTACT_RATE_LIMIT,
  parseContact,
  type ContactErrorKey,
  type ContactInput,
} from './schemas';
import { causeMessage, insertInquiries, spoolInquiry, type InquiryRecord } from './spool';
import { VISIT_SOURCE_MAX, type VisitSource } from '@/lib/visit-source';
import { digitsOnly } from './contact-limits';
import { deliveryWorker } from './worker';

export type SubmitInquiryResult =
  { ok: true } | { ok: false; error: ContactErrorKey | 'rateLimited' | 'server' };

const contextSchema = z.object({
  locale: z.enum(routing.locales),
  // The page the form was sent from; only a site path is kept.
  page: z
    .string()
    .max(300)
    .regex(/^\/[^\s]*$/)
    .catch('/'),
  // Where the lead came from: never a reason to lose it, so anything malformed is just dropped.
  productId: z.uuid().optional().catch(undefined),
  utmSource: sourceValue(),
  utmMedium: sourceValue(),
  utmCampaign: sourceValue(),
});

/** A campaign value (visit-source.ts): one line, 1–100 characters; anything else → none. */
function sourceValue() {
  return z
    .string()
    .transform((value) => normalizeText(value).trim())
    .pipe(z.string().min(1).max(VISIT_SOURCE_MAX))
    .optional()
    .catch(undefined);
}

/** Where the form was sent from: the page, its product (product pages) and the visit's source. */
export type InquiryContext = VisitSource & { locale: string; page: string; productId?: string };

/** The form's id for this inquiry (kept across its retries); a missing or malformed one → a new id. */
const inquiryIdSchema = z.uuid().catch(() => randomUUID());

/**
 * Stores a visitor's inquiry. Public by design (no admin guard): anyone may send one. The row is
 * written before the visitor hears "sent", so an inquiry is never lost; the e-mail to the sales
 * inbox is sent from the stored row (delivery.ts). When the database cannot take it (down, or any
 * failed insert), the inquiry goes to the local spool (spool.ts), fsync'd before the visitor hears
 * "sent", and the delivery worker moves it into the database once it can. `input.id` is the
 * form's id for this inquiry: a retry of the same form (or a spool drained twice) stores it once.
 */
export async function submitInquiry(
  input: ContactInput & { website?: string; id?: string },
  context: InquiryContext,
): Promise<SubmitInquiryResult> {
  const parsed = parseContact(input);
  const where = contextSchema.safeParse(context);
  if (parsed.error || !where.success) return { ok: false, error: parsed.error ?? 'formErrorText' };
  const { data } = parsed;
  const { productId, utmSource, utmMedium, utmCampaign } = where.data;
  const ip = await requestIp();
  // The honeypot: a field people never see. A bot that fills it is told "sent" and dropped.
  if (input.website) {
    console.warn(`[contact] honeypot filled by ${ip}: inquiry dropped`);
    return { ok: true };
  }
  // Counted in the database, or in this process's memory while the database is down.
  const { allowed, count } = await hitRateLimit(getDb(), `contact:${ip}`, CONTACT_RATE_LIMIT);
  if (!allowed) {
    console.warn(`[contact] rate limit: inquiry #${count} from ${ip} in the window refused`);
    return { ok: false, error: 'rateLimited' };
  }
  const record: InquiryRecord = {
    id: inquiryIdSchema.parse(input.id),
    name: data.name,
    phone: data.phone,
    email: data.email || null,
    message: data.message || null,
    purpose: data.purpose ?? null,
    city: data.city || null,
    locale: where.data.locale,
    page: where.data.page,
    productId: productId ?? null,
    utmSource: utmSource ?? null,
    utmMedium: utmMedium ?? null,
    utmCampaign: utmCampaign ?? null,
  };
  try {
    await insertInquiries(getDb(), [record]);
  } catch (cause) {
    // The driver's message only: the failed query's text would carry the visitor's data.
    console.error(
      `[contact] storing inquiry ${record.id} failed (${causeMessage(cause)}): spooling it`,
    );
    try {
      await spoolInquiry({ ...record, createdAt: new Date().toISOString() });
    } catch (spoolError) {
      console.error(
        `[contact] spooling inquiry ${record.id} failed too (${causeMessage(spoolError)}): the visitor is asked to try again`,
      );
      return { ok: false, error: 'server' };
    }
  }
  // The e-mail goes out after the response; the worker retries it if SMTP is down (and moves a
  // spooled inquiry into the database first, once it answers).
  kickDeliveryAfterResponse();
  return { ok: true };
}

/** The fields of the contact form, as typed. */
export type InquiryFormValues = {
  name: string;
  phone: string;
  email: string;
  message: string;
  purpose: string;
  city: string;
};

/**
 * What the contact form shows after a post the browser made itself (JavaScript off, or not
 * loaded yet): nothing yet, sent, or refused with the reason and the values as typed.
 */
export type InquiryFormState =
  | { status: 'idle' }
  | { status: 'sent'; name: string }
  | {
      status: 'refused';
      error: Exclude<SubmitInquiryResult, { ok: true }>['error'];
      values: InquiryFormValues;
    };

/**
 * The contact form posted by the browser without JavaScript (React's form action: the page is
 * rendered again with this state). The same checks and storage as submitInquiry, which the form
 * calls itself when its script runs; the phone keeps its digits only, as the script does while
 * typing. No form id: each post is a new inquiry (a page kept in a cache cannot hand out ids).
 */
export async function sendInquiryForm(
  _previous: InquiryFormState,
  form: FormData,
): Promise<InquiryFormState> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values: InquiryFormValues = {
    name: text('name'),
    phone: digitsOnly(text('phone')),
    email: text('email'),
    message: text('message'),
    purpose: text('purpose'),
    city: text('city'),
  };
  const result = await submitInquiry(
    { ...values, website: text('website') },
    { locale: text('locale'), page: text('page'), productId: text('productId') || undefined },
  );
  return result.ok
    ? { status: 'sent', name: normalizeText(values.name).trim() }
    : { status: 'refused', error: result.error, values };
}

/** The client address our server put on the request ("unknown" outside a request). */
async function requestIp(): Promise<string> {
  try {
    return (await headers()).get(CLIENT_IP_HEADER) ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function kickDeliveryAfterResponse() {
  try {
    after(() => deliveryWorker().kick());
  } catch {
    // Outside a request (scripts, tests) there is no response to wait for.
    void deliveryWorker().kick();
  }
}
