'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Send } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { InputField } from '@/components/ui/input-field';
import { SelectField } from '@/components/ui/select-field';
import { STAFF_ROLES } from '@/lib/admin/roles';
import { useAdminForm } from '@/lib/admin/use-admin-form';
import { inviteMember } from '../admin-actions';
import { inviteSchema } from '../schemas';

/**
 * "Invite a team member": an address and a role. The server refuses an address that has an
 * account (change its role in the list) or an open invitation (resend it), on the field.
 */
export function InviteForm() {
  const t = useTranslations('backOffice.users');
  const form = useRef<HTMLFormElement>(null);
  const { onSubmit, pending, errors } = useAdminForm({
    schema: inviteSchema,
    action: inviteMember,
    success: t('invite.sent'),
    // Sent: the form is ready for the next person (the role stays as chosen).
    onSuccess: () => {
      const email = form.current?.elements.namedItem('email');
      if (email instanceof HTMLInputElement) email.value = '';
    },
  });
  return (
    <section aria-labelledby="invite-heading" className={cardClass('p-5 md:p-6')}>
      <h2 id="invite-heading" className="text-2xl">
        {t('invite.title')}
      </h2>
      <p className="mt-1 max-w-prose text-ink-soft">{t('invite.intro')}</p>
      <form
        ref={form}
        onSubmit={onSubmit}
        noValidate
        className="mt-4 grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] md:items-start"
      >
        <InputField
          label={t('invite.email')}
          name="email"
          type="email"
          dir="ltr"
          autoComplete="off"
          maxLength={254}
          required
          error={errors.email}
        />
        <SelectField label={t('invite.role')} name="role" defaultValue="editor" error={errors.role}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={pending} className="md:mt-8">
          <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          {pending ? t('working') : t('invite.submit')}
        </Button>
      </form>
    </section>
  );
}
