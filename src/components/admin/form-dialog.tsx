'use client';

import { useTranslations } from 'next-intl';
import {
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DraftRecoveryBanner } from '@/lib/admin/draft-recovery-banner';
import type { DraftValues } from '@/lib/admin/draft-storage';
import { LeaveGuard } from '@/lib/admin/leave-guard';
import { SessionExpiredNotice } from '@/lib/admin/session-expired-notice';
import { UnsavedChangesDialog } from '@/lib/admin/unsaved-changes-dialog';
import {
  AdminFormHostContext,
  type AdminFormHost,
  type EditConflict,
} from '@/lib/admin/use-admin-form';
import { EditConflictNotice } from '@/lib/admin/edit-conflict-notice';
import { useLocalDraft } from '@/lib/admin/use-local-draft';

/** What the dialog gives the form inside it. */
export type AdminDialogForm = {
  /** Put on the <form>: its values are what "unsaved changes" and the local copy are about. */
  formRef: RefObject<HTMLFormElement | null>;
  /**
   * A local copy the admin chose to restore: remount the form (`key={restored.version}`) with
   * these values (as formRecord reads them: `name[]` lists under `name`) as its defaults.
   */
  restored: { version: number; values: DraftValues } | null;
  /** Tell it while the dialog must stay open (saving, uploading). */
  onBusyChange: (busy: boolean) => void;
  /** For the form's Cancel button: closes at once without changes, asks first with them. */
  requestClose: () => void;
};

type Handle = { requestClose: () => void };

/**
 * THE back office's add/edit dialog around a form (machines, products, rentals, SEO settings).
 * Nothing typed in it is lost (issue 32):
 *
 * - Closing it with unsaved changes — Escape, a click outside, the close button, the form's
 *   Cancel (`requestClose`) — asks "לסגור בלי לשמור?" first, "keep editing" focused; without
 *   changes it closes at once. Leaving the page asks too (LeaveGuard: the browser's question on
 *   reload or close, this one on Back). It does not close while the form reports itself busy.
 * - With `draftKey` (draft-storage.ts `draftKey(form, row)`) what is typed is kept in this
 *   browser (useLocalDraft) until a save succeeds or the admin closes without saving; opened
 *   again after a reload, a crash or an expired session, the dialog offers the copy back
 *   (restore: the form remounts from `restored`; discard: forgotten).
 * - A save that finds the session expired keeps the dialog open with every value and shows how
 *   to sign in again in a new tab (useAdminForm tells the dialog through AdminFormHost).
 * - A save refused because a colleague saved the row meanwhile shows what differs, with "load
 *   the saved version" and "save anyway" (EditConflictNotice; src/lib/admin/version.ts).
 *
 * Opened from a plain button rather than a DialogTrigger, it gives focus back to that button
 * on closing.
 *
 *   <AdminFormDialog open={open} onClose={close} title=… closeLabel=… draftKey={draftKey('machine', id)}>
 *     {(form) => <MachineForm key={form.restored?.version} formRef={form.formRef} … />}
 *   </AdminFormDialog>
 */
export function AdminFormDialog({
  open,
  onClose,
  title,
  description,
  closeLabel,
  className = 'max-w-3xl',
  draftKey,
  children,
}: {
  open: boolean;
  /** Closes it (after a save, or once the admin chose to). */
  onClose: () => void;
  title: string;
  description?: string;
  closeLabel: string;
  /** The dialog's size and layout (its width; a fixed height for tabs of different lengths). */
  className?: string;
  /** Where the local copy is kept; none keeps no copy (the question is still asked). */
  draftKey?: string | null;
  children: (form: AdminDialogForm) => ReactNode;
}) {
  const opener = useRef<HTMLElement | null>(null);
  const body = useRef<Handle | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        if (body.current) body.current.requestClose();
        else onClose();
      }}
    >
      {open && (
        <DialogContent
          title={title}
          description={description}
          closeLabel={closeLabel}
          className={className}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          onPointerDownOutside={(event) => {
            // A toast (an upload's result) is not "outside the form".
            const target = event.detail.originalEvent.target;
            if (target instanceof Element && target.closest('[data-sonner-toaster]'))
              event.preventDefault();
          }}
        >
          <GuardedForm handle={body} draftKey={draftKey} onClose={onClose}>
            {children}
          </GuardedForm>
        </DialogContent>
      )}
    </Dialog>
  );
}

/**
 * The dialog's inside, mounted while it is open: the unsaved-changes state of the form (it stays
 * mounted when a restore remounts the form), the question before closing, the copy's offer and
 * the expired-session notice.
 */
function GuardedForm({
  handle,
  draftKey,
  onClose,
  children,
}: {
  handle: Ref<Handle>;
  draftKey?: string | null;
  onClose: () => void;
  children: (form: AdminDialogForm) => ReactNode;
}) {
  const t = useTranslations('backOffice.unsavedChanges.close');
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [expired, setExpired] = useState(false);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const [restored, setRestored] = useState<AdminDialogForm['restored']>(null);
  const draft = useLocalDraft({
    formRef,
    storageKey: draftKey,
    restore: (values) => setRestored((last) => ({ version: (last?.version ?? 0) + 1, values })),
  });

  const requestClose = () => {
    if (busy) return;
    if (draft.hasChanges()) setAsking(true);
    else onClose();
  };
  useImperativeHandle(handle, () => ({ requestClose }));

  const { clear } = draft;
  const host = useMemo<AdminFormHost>(
    () => ({ onSaved: clear, onSessionExpired: setExpired, onConflict: setConflict }),
    [clear],
  );

  return (
    <AdminFormHostContext value={host}>
      <LeaveGuard when={draft.dirty} keepsCopy={Boolean(draftKey)} />
      <DraftRecoveryBanner draft={draft} className="mt-4 empty:hidden" />
      {expired && <SessionExpiredNotice className="mt-4" />}
      {conflict && <EditConflictNotice conflict={conflict} className="mt-4" />}
      {children({ formRef, restored, onBusyChange: setBusy, requestClose })}
      <UnsavedChangesDialog
        open={asking}
        onStay={() => setAsking(false)}
        onLeave={() => {
          setAsking(false);
          // Thrown away on purpose: no copy to offer next time.
          clear();
          onClose();
        }}
        title={t('title')}
        description={t('description')}
        stayLabel={t('keep')}
        leaveLabel={t('discard')}
      />
    </AdminFormHostContext>
  );
}
