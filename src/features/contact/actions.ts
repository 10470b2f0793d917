'use server';

import { headers } from 'next/headers';
import { after } from 'next/server';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db';
import { contactInquiries, products } from '@/db/schema';
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
import { VISIT_SOURCE_MAX, type VisitSource } from './visit-source';
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

/**
 * Stores a visitor's inquiry. Public by design (no admin guard): anyone may send one. The row is
 * written before the visitor hears "sent", so an inquiry is never lost; the e-mail to the sales
 * inbox is sent from the stored row (delivery.ts).
 */
export async function submitInquiry(
  input: ContactInput & { website?: string },
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
  try {
    const { allowed, count } = await hitRateLimit(getDb(), `contact:${ip}`, CONTACT_RATE_LIMIT);
    if (!allowed) {
      console.warn(`[contact] rate limit: inquiry #${count} from ${ip} in the window refused`);
      return { ok: false, error: 'rateLimited' };
    }
    await getDb()
      .insert(contactInquiries)
      .values({
        name: data.name,
        phone: data.phone,
        email: data.email || null,
        message: data.message || null,
        locale: where.data.locale,
        page: where.data.page,
        // An id that names no product (any more) is stored as none, in the same statement.
        productId: productId
          ? sql`(select ${products.id} from ${products} where ${products.id} = ${productId})`
          : null,
        utmSource: utmSource ?? null,
        utmMedium: utmMedium ?? null,
        utmCampaign: utmCampaign ?? null,
      });
    // The e-mail goes out after the response; the worker retries it if SMTP is down.
    kickDeliveryAfterResponse();
    return { ok: true };
  } catch (cause) {
    console.error(
      '[contact] storing an inquiry failed:',
      cause instanceof Error ? cause.message : cause,
    );
    return { ok: false, error: 'server' };
  }
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
