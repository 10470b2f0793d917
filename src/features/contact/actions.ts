'use server';

import { headers } from 'next/headers';
import { after } from 'next/server';
import { z } from 'zod';
import { getDb } from '@/db';
import { contactInquiries } from '@/db/schema';
import { routing } from '@/i18n/routing';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { hitRateLimit } from '@/lib/rate-limit';
import {
  CONTACT_RATE_LIMIT,
  parseContact,
  type ContactErrorKey,
  type ContactInput,
} from './schemas';
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
});

/**
 * Stores a visitor's inquiry. Public by design (no admin guard): anyone may send one. The row is
 * written before the visitor hears "sent", so an inquiry is never lost; the e-mail to the sales
 * inbox is sent from the stored row (delivery.ts).
 */
export async function submitInquiry(
  input: ContactInput & { website?: string },
  context: { locale: string; page: string },
): Promise<SubmitInquiryResult> {
  const parsed = parseContact(input);
  const where = contextSchema.safeParse(context);
  if (parsed.error || !where.success) return { ok: false, error: parsed.error ?? 'formErrorText' };
  const { data } = parsed;
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
