'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { useAdminForm } from '@/lib/admin/use-admin-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { addInquiryNote } from '../../admin-actions';
import { inquiryNoteSchema, NOTE_MAX } from '../../inbox-schemas';

/** The detail view's "add an internal note" form; emptied only once the note is saved. */
export function InquiryNoteForm({ id }: { id: string }) {
  const t = useTranslations('backOffice.inbox.detail');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAdminForm({
    schema: inquiryNoteSchema,
    action: addInquiryNote,
    multiline: ['body'],
    success: t('noteAdded'),
    onSuccess: () => formRef.current?.reset(),
  });
  return (
    <form ref={formRef} onSubmit={form.onSubmit} noValidate className="mt-4 grid gap-3">
      <input type="hidden" name="id" value={id} />
      <Field label={t('noteLabel')} error={form.errors.body}>
        {(control) => <Textarea {...control} name="body" rows={3} maxLength={NOTE_MAX} />}
      </Field>
      <div>
        <Button type="submit" disabled={form.pending}>
          {form.pending ? t('adding') : t('addNote')}
        </Button>
      </div>
    </form>
  );
}
