'use client';

import { useTranslations } from 'next-intl';
import {
  createContext,
  useCallback,
  useContext,
  useRef,
  useState,
  useTransition,
  type FormEvent,
} from 'react';
import { toast } from '@/components/ui/toaster';
import type { z } from 'zod';
import { accessRefusalStatus } from '@/lib/access-refusal';
import { formRecord } from '@/lib/form-record';
import { normalizeFields } from '@/lib/text';
import { sessionIsGone } from './session-check';
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
 * - An expired session never takes the form away (issue 32): the hook asks whether the session
 *   is still there just before it sends (session-check.ts) and, when it is gone, sends nothing
 *   and reports `sessionExpired` (also when the action itself answers 401), so the form stays
 *   with every value and SessionExpiredNotice offers to sign in again in a new tab.
 * - Inside an AdminFormDialog (AdminFormHost) the dialog hears of the save (it forgets the local
 *   copy) and of an expired session (it shows the notice): a dialog's form wires nothing.
 */

type Result<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      message: string;
      fieldErrors: Record<string, string>;
      status?: number;
      conflict?: { changed: string[] };
    };

/**
 * A save refused because a colleague saved the row since the form was opened (the action's
 * "stale", src/lib/admin/version.ts): the fields that differ, and how to save anyway.
 */
export type EditConflict = { changed: string[]; saveAnyway: () => void };

type AdminActionFn<T> = (
  previous: unknown,
  input: FormData | Record<string, unknown>,
) => Promise<Result<T>>;

/**
 * What hosts a form (AdminFormDialog): told when a save succeeded (before `onSuccess` closes
 * anything) and when the session expired at a save (true) or a new save starts (false).
 */
export type AdminFormHost = {
  onSaved: () => void;
  onSessionExpired: (expired: boolean) => void;
  /** A save was refused as stale (EditConflictNotice shows it), or null when a new save starts. */
  onConflict: (conflict: EditConflict | null) => void;
};

export const AdminFormHostContext = createContext<AdminFormHost | null>(null);

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
 * server down) like the server's generic failure. With `checkSession`, a session already gone is
 * answered here as a 401, without calling the action (whose refusal would replace the page with
 * the sign-in screen).
 */
async function call<T>(
  action: AdminActionFn<T>,
  input: FormData | Record<string, unknown>,
  t: BackOfficeT,
  checkSession = false,
): Promise<Result<T>> {
  if (checkSession && (await sessionIsGone()))
    return { ok: false, status: 401, message: t('actions.unauthenticated'), fieldErrors: {} };
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
  const host = useContext(AdminFormHostContext);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sessionExpired, setSessionExpired] = useState(false);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const [pending, startTransition] = useTransition();
  // "Save anyway" sends the form as it is now, marked to overwrite (the action's `overwrite`).
  const lastForm = useRef<HTMLFormElement | null>(null);
  const overwriteNext = useRef(false);

  const conflicted = (value: EditConflict | null) => {
    setConflict(value);
    host?.onConflict(value);
  };

  const expired = (value: boolean) => {
    setSessionExpired(value);
    host?.onSessionExpired(value);
  };

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
    lastForm.current = form;
    const data = new FormData(form);
    if (overwriteNext.current) data.set('overwrite', '1');
    overwriteNext.current = false;
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
    expired(false);
    conflicted(null);
    startTransition(async () => {
      const result = await call(action, data, t, true);
      show(result, texts);
      if (result.ok) {
        setErrors({});
        host?.onSaved();
        onSuccess?.(result.data);
      } else {
        if (result.status === 401) expired(true);
        if (result.conflict)
          conflicted({
            changed: result.conflict.changed,
            saveAnyway: () => {
              overwriteNext.current = true;
              lastForm.current?.requestSubmit();
            },
          });
        refuse(form, result.fieldErrors);
      }
    });
  }

  return {
    onSubmit,
    pending,
    errors,
    /** The last save found the session expired: nothing was sent, everything typed is still here. */
    sessionExpired,
    /** The last save was refused because a colleague saved since (EditConflictNotice). */
    conflict,
    clearErrors: () => setErrors({}),
  };
}

/**
 * An admin action behind a plain button (delete, reorder, a toggle): `run(action, input, texts)`
 * shows the same toasts as a form and resolves to the result. Inside an open form's dialog (the
 * machine form's "add a type") an expired session is caught first, as a form's save does, so the
 * dialog stays.
 */
export function useAdminAction() {
  const t = useTranslations('backOffice');
  const show = useAdminResults();
  const host = useContext(AdminFormHostContext);
  const [pending, startTransition] = useTransition();
  const run = useCallback(
    <T>(action: AdminActionFn<T>, input: Record<string, unknown>, texts: Texts<T> = {}) =>
      new Promise<Result<T>>((resolve) => {
        startTransition(async () => {
          const result = await call(action, input, t, host !== null);
          show(result, texts);
          if (!result.ok && result.status === 401) host?.onSessionExpired(true);
          resolve(result);
        });
      }),
    [t, show, host],
  );
  return { run, pending };
}
