'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { usePathname } from '@/i18n/navigation';
import { localizedPath, type Locale } from '@/i18n/routing';
import { submitInquiry } from '../actions';
import { digitsOnly, firstContactError, CONTACT_LIMITS } from '../schema';

const EMPTY = { name: '', phone: '', email: '', message: '', website: '' };

/**
 * The contact form used on several pages: idle → sending (button disabled) → success (toast,
 * cleared) or error (toast, values kept). The same zod schema checks the input here and again in
 * the server action.
 */
export function ContactForm() {
  const t = useTranslations('contactForm');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();

  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = firstContactError(values);
    if (problem) {
      toast.error(problem === 'formErrorText' ? t('formErrorTitle') : t('errorTitle'), {
        description: t(problem),
      });
      return;
    }
    setSending(true);
    try {
      const result = await submitInquiry(values, { locale, page: localizedPath(locale, pathname) });
      if (result.ok) {
        toast.success(t('successTitle'), { description: t('successText') });
        setValues(EMPTY);
      } else {
        toast.error(t('errorTitle'), {
          description: t(result.error === 'server' ? 'errorText' : result.error),
        });
      }
    } catch {
      toast.error(t('errorTitle'), { description: t('errorText') });
    } finally {
      setSending(false);
    }
  }

  const field =
    'mt-1.5 block w-full rounded-xl border border-ink/25 bg-white px-4 py-3 text-base text-ink placeholder:text-ink-soft focus:border-brand focus:outline-2 focus:outline-brand/30';
  const label = 'block font-semibold';
  const hint = 'ms-1 text-sm font-normal text-ink-soft';

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="relative grid gap-5 rounded-card bg-white p-6 shadow-card ring-1 ring-line md:grid-cols-2 md:p-8"
    >
      <fieldset disabled={!hydrated} className="contents">
        <div>
          <label htmlFor={`${id}-name`} className={label}>
            {t('name')} <span className={hint}>{t('required')}</span>
          </label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            value={values.name}
            onChange={(e) => set('name')(e.target.value)}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className={label}>
            {t('phone')} <span className={hint}>{t('required')}</span>
          </label>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            dir="ltr"
            maxLength={CONTACT_LIMITS.phoneMax}
            value={values.phone}
            onChange={(e) => set('phone')(digitsOnly(e.target.value))}
            className={`${field} text-start rtl:text-right`}
          />
        </div>
        <div className="md:col-span-2">
          <label htmlFor={`${id}-email`} className={label}>
            {t('email')} <span className={hint}>{t('optional')}</span>
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            dir="ltr"
            maxLength={CONTACT_LIMITS.email}
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
            className={`${field} rtl:text-right`}
          />
        </div>
        <div className="md:col-span-2">
          <label htmlFor={`${id}-message`} className={label}>
            {t('message')} <span className={hint}>{t('optional')}</span>
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={4}
            maxLength={CONTACT_LIMITS.message}
            value={values.message}
            onChange={(e) => set('message')(e.target.value)}
            className={field}
          />
        </div>
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
          <button
            type="submit"
            disabled={sending}
            className={buttonClass('primary', 'w-full md:w-auto md:min-w-48')}
          >
            {sending ? t('sending') : t('submit')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
