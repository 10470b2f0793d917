'use client';

import { useState, type ReactNode } from 'react';
import { AdminFormDialog, type AdminDialogForm } from '@/components/admin/form-dialog';
import { draftKey, type DraftValues } from '@/lib/admin/draft-storage';
import { useAdminForm } from '@/lib/admin/use-admin-form';
import { offerFormValues, offerValuesFromDraft } from './offer-draft';
import {
  OfferForm,
  offerSectionOf,
  type OfferExtraSection,
  type OfferSection,
  type OfferTextKey,
} from './offer-form';
import type { AdminOffer, OfferText } from './offer-types';

/** The form's own texts, with the dialog's, under each feature's `form` messages. */
export type OfferFormTextKey = OfferTextKey | 'editTitle' | 'addTitle' | 'close';

/** The fields that differ between the features (slugs, display order), by the form's errors. */
export type OfferFormSlots = {
  /** The Hebrew tab's slug field(s), after the name. */
  slugHe?: ReactNode;
  /** A field shown beside the Hebrew price. */
  besidePriceHe?: ReactNode;
  /** The English tab's slug field, after the name. */
  slugEn?: ReactNode;
  /** The feature's own tabs after the pictures; their fields are named `${value}.…`. */
  sections?: OfferExtraSection[];
};

/** How the form saves: what `useAdminForm` takes, but for the callbacks the dialog owns. */
export type OfferSave = Pick<
  Parameters<typeof useAdminForm<unknown>>[0],
  'schema' | 'action' | 'multiline' | 'success' | 'failure'
>;

/** What the feature gives the dialog, which hands it on to the form inside. */
type OfferFormSetup<O extends AdminOffer> = {
  /** The offer to edit; null adds one. */
  offer: O | null;
  /** Names the form's switch (`${kind}-form-active-…`). */
  kind: 'product' | 'rental';
  formText: OfferText<OfferFormTextKey>;
  /** The upload toasts' texts. */
  text: OfferText<'uploaded' | 'uploadFailed'>;
  save: OfferSave;
  descriptionHeRequired?: boolean;
  /**
   * The feature's fields, given the form's errors and a restored local copy (null: none), from
   * which they take their starting values (draftText, draftChecked) before the saved offer's.
   */
  slots: (errors: Record<string, string>, restored: DraftValues | null) => OfferFormSlots;
};

/**
 * The add/edit dialog of a catalogue offer (spec back-office §2, §5): the bilingual offer form
 * in a dialog that stays open, with everything typed, until a save succeeds or the admin closes
 * it (asked first when something was changed), and does not close while saving or uploading.
 * What is typed is kept in this browser (per kind and offer) and offered back at the next
 * opening (AdminFormDialog). The feature brings its texts, its save and its own fields.
 */
export function OfferFormDialog<O extends AdminOffer>({
  open,
  onClose,
  ...form
}: {
  open: boolean;
  onClose: () => void;
} & OfferFormSetup<O>) {
  const f = form.formText;
  return (
    <AdminFormDialog
      open={open}
      onClose={onClose}
      title={form.offer ? f('editTitle') : f('addTitle')}
      description={form.offer?.nameHe}
      closeLabel={f('close')}
      draftKey={draftKey(form.kind, form.offer?.id)}
    >
      {(dialog) => (
        <OfferDialogForm
          key={`${form.offer?.id ?? 'new'}:${dialog.restored?.version ?? 0}`}
          {...form}
          dialog={dialog}
          onDone={onClose}
        />
      )}
    </AdminFormDialog>
  );
}

function OfferDialogForm<O extends AdminOffer>({
  offer,
  kind,
  formText: f,
  text: t,
  save,
  descriptionHeRequired = false,
  slots,
  dialog,
  onDone,
}: OfferFormSetup<O> & {
  dialog: AdminDialogForm;
  /** After a successful save. */
  onDone: () => void;
}) {
  const [section, setSection] = useState<OfferSection>('he');
  const form = useAdminForm({
    ...save,
    onSuccess: onDone,
    onInvalid: (fields) => setSection(offerSectionOf(fields[0]!)),
  });

  const restored = dialog.restored?.values ?? null;
  const saved = offerFormValues(offer);

  return (
    <OfferForm
      formRef={dialog.formRef}
      form={form}
      offer={offer}
      values={restored ? offerValuesFromDraft(restored, saved) : saved}
      kind={kind}
      text={(key) => f(key)}
      uploadedText={(count) => t('uploaded', { count })}
      uploadFailedText={(count) => t('uploadFailed', { count })}
      section={section}
      onSectionChange={setSection}
      onBusyChange={dialog.onBusyChange}
      onCancel={dialog.requestClose}
      descriptionHeRequired={descriptionHeRequired}
      {...slots(form.errors, restored)}
    />
  );
}
