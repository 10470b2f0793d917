'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from '@/components/ui/toaster';
import { Button } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { EmailField } from '@/components/ui/email-field';
import { InputField } from '@/components/ui/input-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { usePathname } from '@/i18n/navigation';
import { localizedPath } from '@/i18n/routing';
import { submitInquiry } from '../actions';
import { CONTACT_LIMITS, digitsOnly } from '../contact-limits';
import { readVisitSource } from '../visit-source';

const EMPTY = { name: '', phone: '', email: '', message: '', website: '' };

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

/**
 * The contact form used on several pages: idle → sending (button disabled) → success (toast,
 * cleared) or error (toast, values kept). The same zod schema checks the input here (loaded on
 * first focus) and again in the server action. It sends where it was sent from: the page, the product of a product page and
 * the visit's campaign source (visit-source.ts). Each filled form gets an id of its own, sent with
 * it: sending the same values again (after an error, or a lost answer) keeps the id, so the server
 * stores the inquiry once; a change to the values or a success starts a new one.
 */
export function ContactForm({ productId }: { productId?: string }) {
  const t = useTranslations('contactForm');
  const locale = useLocale();
  const pathname = usePathname();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const inquiryId = useRef<string | undefined>(undefined);
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
          page: localizedPath(locale, pathname),
          productId,
          ...readVisitSource(),
        },
      );
      if (result.ok) {
        toast.success(t('successTitle'), { ...TOAST, description: t('successText') });
        setValues(EMPTY);
        inquiryId.current = undefined;
      } else {
        toast.error(t('errorTitle'), {
          ...TOAST,
          description: t(result.error === 'server' ? 'errorText' : result.error),
        });
      }
    } catch {
      toast.error(t('errorTitle'), { ...TOAST, description: t('errorText') });
    } finally {
      setSending(false);
    }
  }

  const set = (field: keyof typeof EMPTY) => (value: string) => {
    // Other values are another inquiry (the last one may have been stored already).
    inquiryId.current = undefined;
    setValues((v) => ({ ...v, [field]: value }));
  };
  /** A visible input's id, name and value, and its typing kept in the state. */
  const fieldOf = (field: 'name' | 'phone' | 'email' | 'message') => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field)(e.target.value),
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={() => void loadSchema().catch(() => {})}
      noValidate
      className={cardClass('relative grid gap-5 p-6 md:grid-cols-2 md:p-8')}
    >
      <fieldset disabled={!hydrated} className="contents">
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
          onChange={(e) => set('phone')(digitsOnly(e.target.value))}
          controlClassName="text-start rtl:text-right"
        />
        <EmailField
          label={t('email')}
          labelHint={t('optional')}
          className="md:col-span-2"
          {...fieldOf('email')}
          maxLength={CONTACT_LIMITS.email}
        />
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
          <input
            id={`${id}-website`}
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(e) => set('website')(e.target.value)}
          />
        </div>
        <div className="md:col-span-2">
          <Button type="submit" disabled={sending} className="w-full md:w-auto md:min-w-48">
            {sending ? t('sending') : t('submit')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
