'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useActionState, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@/components/ui/toaster';
import { Button } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { EmailField } from '@/components/ui/email-field';
import { InputField } from '@/components/ui/input-field';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { VISITOR_PURPOSES } from '@/db/schema/inquiry-purpose';
import { usePathname } from '@/i18n/navigation';
import { localizedPath } from '@/i18n/routing';
import {
  sendInquiryForm,
  submitInquiry,
  type InquiryFormState,
  type SubmitInquiryResult,
} from '../actions';
import { CONTACT_LIMITS, digitsOnly } from '../contact-limits';
import { readVisitSource } from '@/lib/visit-source';

const FIELDS = ['name', 'phone', 'email', 'city', 'purpose', 'message'] as const;

/**
 * The schema (with its validation library, a third of the page's own JavaScript) loads when the
 * visitor first touches the form, not with the page; submitting waits for it if it is not there.
 */
const loadSchema = () => import('../schemas');

/**
 * A random (version 4) uuid. `crypto.randomUUID` exists only on secure pages (https, localhost);
 * the demo opened on a network address (http://192.168.…) builds one from getRandomValues.
 */
function newInquiryId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Every toast of the form has this id, so a new one replaces the last (one toast at a time). */
const TOAST = { id: 'contact-form' } as const;

const IDLE: InquiryFormState = { status: 'idle' };

/** The message key of a refusal (the server's own failure reads as "try again"). */
const refusalKey = (error: Exclude<SubmitInquiryResult, { ok: true }>['error']) =>
  error === 'server' ? 'errorText' : error;

/**
 * The contact form used on several pages: idle → sending (button disabled) → success (toast,
 * cleared, and a thank-you note saying what happens next) or error (toast, values kept). The same
 * zod schema checks the input here (loaded on first focus) and again in the server action. It
 * sends where it was sent from: the page, the product of a product page and the visit's campaign
 * source (visit-source.ts). Each filled form gets an id of its own, sent with it: sending the
 * same values again (after an error, or a lost answer) keeps the id, so the server stores the
 * inquiry once; a change to the values or a success starts a new one.
 *
 * Before its script runs (or without JavaScript) the browser posts the form itself to the same
 * page: React's form action (sendInquiryForm) stores it with the same checks, and the page comes
 * back with the outcome above the fields (the thank-you note; or the refusal, with the values as
 * typed). So the fields are never locked until the script runs, and the script reads them from
 * the form itself (they are uncontrolled): what was typed before it ran is what it sends.
 *
 * `notify` is the Coming Soon product's "tell me when it's ready" form: no purpose to choose (it
 * is stored as `notify`). `nextSteps` (server-rendered: the sales phone and chat links) closes the
 * thank-you note. `privacyNote` (server-rendered: PrivacyNote, what the details are for and the
 * privacy policy's link) stands right under the submit button; every form must show it.
 */
export function ContactForm({
  productId,
  notify = false,
  nextSteps,
  privacyNote,
}: {
  productId?: string;
  notify?: boolean;
  nextSteps?: ReactNode;
  privacyNote: ReactNode;
}) {
  const t = useTranslations('contactForm');
  const locale = useLocale();
  const pathname = usePathname();
  const id = useId();
  const page = localizedPath(locale, pathname);
  // Only a post made without the script changes this state (the script's submit stops it). The
  // permalink is where that post goes: this page (React would otherwise write action="").
  const [posted, postAction] = useActionState(sendInquiryForm, IDLE, page);
  const [sending, setSending] = useState(false);
  // Who was just thanked (the script's success); cleared when the visitor starts another one.
  const [thanked, setThanked] = useState<string | undefined>(undefined);
  const inquiryId = useRef<string | undefined>(undefined);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    const values = {
      name: text('name'),
      phone: digitsOnly(text('phone')),
      email: text('email'),
      message: text('message'),
      city: text('city'),
      purpose: notify ? 'notify' : text('purpose'),
      website: text('website'),
    };
    // If the schema cannot load (connection lost), the server's check of the same schema decides.
    const problem = await loadSchema().then(
      (schema) => schema.firstContactError(values),
      () => undefined,
    );
    if (problem) {
      toast.error(problem === 'formErrorText' ? t('formErrorTitle') : t('errorTitle'), {
        ...TOAST,
        description: t(problem),
      });
      return;
    }
    setSending(true);
    inquiryId.current ??= newInquiryId();
    try {
      const result = await submitInquiry(
        { ...values, id: inquiryId.current },
        {
          locale,
          page,
          productId,
          ...readVisitSource(),
        },
      );
      if (result.ok) {
        toast.success(t('successTitle'), { ...TOAST, description: t('successText') });
        for (const field of FIELDS) {
          const control = form.elements.namedItem(field);
          if (
            control instanceof HTMLInputElement ||
            control instanceof HTMLTextAreaElement ||
            control instanceof HTMLSelectElement
          ) {
            control.value = '';
          }
        }
        inquiryId.current = undefined;
        setThanked(values.name.trim());
      } else {
        toast.error(t('errorTitle'), {
          ...TOAST,
          description: t(refusalKey(result.error)),
        });
      }
    } catch {
      toast.error(t('errorTitle'), { ...TOAST, description: t('errorText') });
    } finally {
      setSending(false);
    }
  }

  const thanksFor = thanked ?? (posted.status === 'sent' ? posted.name : undefined);

  /** A visible input's id and name, and what it shows first (as typed, after a refused post). */
  const fieldOf = (field: (typeof FIELDS)[number]) => ({
    id: `${id}-${field}`,
    name: field,
    defaultValue: posted.status === 'refused' ? posted.values[field] : undefined,
  });

  return (
    <form
      action={postAction}
      onSubmit={onSubmit}
      // Other values are another inquiry (the last one may have been stored already).
      onChange={() => {
        inquiryId.current = undefined;
        setThanked(undefined);
      }}
      onFocus={() => void loadSchema().catch(() => {})}
      noValidate
      className={cardClass('relative grid gap-5 p-6 md:grid-cols-2 md:p-8')}
    >
      {thanksFor !== undefined && (
        // Announced by the toast after the script's send; after the browser's own post (no
        // toast) it is the page's status message.
        <div
          role={thanked === undefined ? 'status' : undefined}
          className="rounded-xl bg-open-bg p-5 text-ink md:col-span-2"
        >
          <p className="text-lg font-bold text-open">
            {thanked === undefined && `${t('successTitle')} `}
            {t('thanksTitle', { name: thanksFor })}
          </p>
          <p className="mt-1">{notify ? t('notifyThanksText') : t('thanksText')}</p>
          {nextSteps}
        </div>
      )}
      {posted.status === 'refused' && (
        <p
          role="alert"
          className="rounded-lg bg-closed-bg p-4 font-semibold text-closed md:col-span-2"
        >
          {`${t('errorTitle')}: ${t(refusalKey(posted.error))}`}
        </p>
      )}
      {/* Where the form was sent from, for the post the browser makes without the script. */}
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={page} />
      {productId && <input type="hidden" name="productId" value={productId} />}
      {notify && <input type="hidden" name="purpose" value="notify" />}
      <InputField
        label={t('name')}
        labelHint={t('required')}
        {...fieldOf('name')}
        autoComplete="name"
        maxLength={CONTACT_LIMITS.name}
      />
      <InputField
        label={t('phone')}
        labelHint={t('required')}
        {...fieldOf('phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        dir="ltr"
        maxLength={CONTACT_LIMITS.phoneMax}
        // The phone keeps its digits only (spaces and dashes typed or pasted are dropped).
        onChange={(e) => (e.currentTarget.value = digitsOnly(e.currentTarget.value))}
        controlClassName="text-start rtl:text-right"
      />
      <EmailField
        label={t('email')}
        labelHint={t('optional')}
        {...fieldOf('email')}
        maxLength={CONTACT_LIMITS.email}
      />
      <InputField
        label={t('city')}
        labelHint={t('optional')}
        {...fieldOf('city')}
        autoComplete="address-level2"
        maxLength={CONTACT_LIMITS.city}
      />
      {!notify && (
        <SelectField
          label={t('purpose')}
          labelHint={t('optional')}
          className="md:col-span-2"
          {...fieldOf('purpose')}
        >
          <option value="">{t('purposeNone')}</option>
          {VISITOR_PURPOSES.map((purpose) => (
            <option key={purpose} value={purpose}>
              {t(`purposes.${purpose}`)}
            </option>
          ))}
        </SelectField>
      )}
      <TextareaField
        label={t('message')}
        labelHint={t('optional')}
        className="md:col-span-2"
        {...fieldOf('message')}
        maxLength={CONTACT_LIMITS.message}
      />
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="md:col-span-2">
        <Button type="submit" disabled={sending} className="w-full md:w-auto md:min-w-48">
          {sending ? t('sending') : notify ? t('notifySubmit') : t('submit')}
        </Button>
        {privacyNote}
      </div>
    </form>
  );
}
