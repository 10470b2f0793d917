'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState, useTransition, type FormEvent } from 'react';
import { toast } from '@/components/ui/toaster';
import type { z } from 'zod';
import { accessRefusalStatus } from '@/lib/access-refusal';
import { formRecord } from '@/lib/form-record';
import { normalizeFields } from '@/lib/text';
import '@/lib/zod-jitless';

/**
 * THE way a back-office form or button talks to an admin action (src/lib/admin/action.ts).
 *
 *   const form = useAdminForm({
 *     schema: machineSchema,            // the same zod schema the action validates with
 *     action: saveMachine,              // an adminAction
 *     success: isNew ? t('added') : t('updated'),
 *     onSuccess: () => setOpen(false),
 *   });
 *   <form onSubmit={form.onSubmit} noValidate>
 *     <Field label=… error={form.errors.name}>{(c) => <Input {...c} name="name" defaultValue=… />}</Field>
 *     <Button type="submit" disabled={form.pending}>…</Button>
 *
 * - The browser checks the form with the schema first (same texts as the server) and sends
 *   nothing while a field is refused; the server checks again, and its refusals land on the
 *   same fields.
 * - Inputs stay uncontrolled and the form is never reset: on any error the admin's work is all
 *   still there (a `<form action>` would reset it, so the hook submits from `onSubmit`).
 * - Toasts: title "הצלחה" / "שגיאה" with the spec's text, one at a time (they share an id).
 * - Fields of a form with tabs must stay mounted (TabsContent `forceMount` + hidden) to be sent;
 *   `onInvalid` gets the refused field names so the form can show the tab holding the first.
 */

type Result<T> =
  | { ok: true; data: T }
  | { ok: false; message: string; fieldErrors: Record<string, string>; status?: number };

type AdminActionFn<T> = (
  previous: unknown,
  input: FormData | Record<string, unknown>,
) => Promise<Result<T>>;

/** Every back-office toast shares this id: a new one replaces the last. */
const TOAST_ID = 'admin';

type Texts<T> = {
  /** Success toast text; none shows no toast. */
  success?: string | ((data: T) => string);
  /** Replaces the generic "אירעה שגיאה" when the action failed for no stated reason. */
  failure?: string;
};

/** The toasts and the result handling shared by forms and plain buttons. */
function useAdminResults() {
  const t = useTranslations('backOffice');
  const generic = t('actions.failed');
  return useCallback(
    <T>(result: Result<T>, texts: Texts<T>) => {
      if (result.ok) {
        const text =
          typeof texts.success === 'function' ? texts.success(result.data) : texts.success;
        if (text) toast.success(t('toasts.success'), { id: TOAST_ID, description: text });
      } else {
        const description =
          result.message === generic && texts.failure ? texts.failure : result.message;
        toast.error(t('toasts.error'), { id: TOAST_ID, description });
      }
    },
    [t, generic],
  );
}

type BackOfficeT = ReturnType<typeof useTranslations<'backOffice'>>;

/**
 * The action's result. A refusal of the caller (HTTP 401 / 403: signed out, or no longer an
 * admin) reads as "sign in again" / "no permission"; a call that did not come back (network,
 * server down) like the server's generic failure.
 */
async function call<T>(
  action: AdminActionFn<T>,
  input: FormData | Record<string, unknown>,
  t: BackOfficeT,
): Promise<Result<T>> {
  try {
    return await action(null, input);
  } catch (error) {
    const status = accessRefusalStatus(error);
    const message = status
      ? t(status === 401 ? 'actions.unauthenticated' : 'actions.forbidden')
      : t('actions.failed');
    return { ok: false, status, message, fieldErrors: {} };
  }
}

export function useAdminForm<T>({
  schema,
  action,
  multiline,
  onSuccess,
  onInvalid,
  ...texts
}: Texts<T> & {
  schema: z.ZodType;
  action: AdminActionFn<T>;
  /** Fields that keep line breaks (as given to the action). */
  multiline?: readonly string[];
  onSuccess?: (data: T) => void;
  /** The refused fields, first first (e.g. to switch to the tab that holds it). */
  onInvalid?: (fields: string[]) => void;
}) {
  const t = useTranslations('backOffice');
  const show = useAdminResults();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, startTransition] = useTransition();

  const refuse = (form: HTMLFormElement, fieldErrors: Record<string, string>) => {
    setErrors(fieldErrors);
    const fields = Object.keys(fieldErrors);
    if (fields.length === 0) return;
    onInvalid?.(fields);
    // After the tab switch and the error texts render, put the caret where the work is.
    requestAnimationFrame(() => {
      const first = form.querySelector<HTMLElement>(`[name="${CSS.escape(fields[0]!)}"]`);
      first?.focus();
    });
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = schema.safeParse(normalizeFields(formRecord(data), multiline));
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        // Schemas name their refusals by keys of backOffice.validation (as the server reads them).
        const key = `validation.${issue.message}` as 'validation.invalid';
        fieldErrors[issue.path.join('.') || '_'] ??= t.has(key) ? t(key) : t('validation.invalid');
      }
      show({ ok: false, message: t('actions.invalid'), fieldErrors }, texts);
      refuse(form, fieldErrors);
      return;
    }
    startTransition(async () => {
      const result = await call(action, data, t);
      show(result, texts);
      if (result.ok) {
        setErrors({});
        onSuccess?.(result.data);
      } else refuse(form, result.fieldErrors);
    });
  }

  return { onSubmit, pending, errors, clearErrors: () => setErrors({}) };
}

/**
 * An admin action behind a plain button (delete, reorder, a toggle): `run(action, input, texts)`
 * shows the same toasts as a form and resolves to the result.
 */
export function useAdminAction() {
  const t = useTranslations('backOffice');
  const show = useAdminResults();
  const [pending, startTransition] = useTransition();
  const run = useCallback(
    <T>(action: AdminActionFn<T>, input: Record<string, unknown>, texts: Texts<T> = {}) =>
      new Promise<Result<T>>((resolve) => {
        startTransition(async () => {
          const result = await call(action, input, t);
          show(result, texts);
          resolve(result);
        });
      }),
    [t, show],
  );
  return { run, pending };
}
