'use client';

import { useState, type ReactNode } from 'react';
import { AdminFormDialog } from '@/components/admin/form-dialog';
import { useAdminForm } from '@/lib/admin/use-admin-form';
import { OfferForm, offerSectionOf, type OfferSection, type OfferTextKey } from './offer-form';
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
};

/** How the form saves: what `useAdminForm` takes, but for the callbacks the dialog owns. */
export type OfferSave = Pick<
  Parameters<typeof useAdminForm<unknown>>[0],
  'schema' | 'action' | 'multiline' | 'success' | 'failure'
>;

/**
 * The add/edit dialog of a catalogue offer (spec back-office §2, §5): the bilingual offer form
 * in a dialog that stays open, with everything typed, until a save succeeds, and does not close
 * while saving or uploading. The feature brings its texts, its save and its own fields.
 */
export function OfferFormDialog<O extends AdminOffer>({
  offer,
  open,
  onClose,
  kind,
  formText: f,
  text: t,
  save,
  descriptionHeRequired = false,
  slots,
}: {
  /** The offer to edit; null adds one. */
  offer: O | null;
  open: boolean;
  onClose: () => void;
  /** Names the form's switch (`${kind}-form-active-…`). */
  kind: 'product' | 'rental';
  formText: OfferText<OfferFormTextKey>;
  /** The upload toasts' texts. */
  text: OfferText<'uploaded' | 'uploadFailed'>;
  save: OfferSave;
  descriptionHeRequired?: boolean;
  slots: (errors: Record<string, string>) => OfferFormSlots;
}) {
  return (
    <AdminFormDialog
      open={open}
      onClose={onClose}
      title={offer ? f('editTitle') : f('addTitle')}
      description={offer?.nameHe}
      closeLabel={f('close')}
    >
      {(onBusyChange) => (
        <OfferDialogForm
          key={offer?.id ?? 'new'}
          offer={offer}
          kind={kind}
          formText={f}
          text={t}
          save={save}
          descriptionHeRequired={descriptionHeRequired}
          slots={slots}
          onBusyChange={onBusyChange}
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
  descriptionHeRequired,
  slots,
  onBusyChange,
  onDone,
}: {
  offer: O | null;
  kind: 'product' | 'rental';
  formText: OfferText<OfferFormTextKey>;
  text: OfferText<'uploaded' | 'uploadFailed'>;
  save: OfferSave;
  descriptionHeRequired: boolean;
  slots: (errors: Record<string, string>) => OfferFormSlots;
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
}) {
  const [section, setSection] = useState<OfferSection>('he');
  const form = useAdminForm({
    ...save,
    onSuccess: onDone,
    onInvalid: (fields) => setSection(offerSectionOf(fields[0]!)),
  });

  return (
    <OfferForm
      form={form}
      offer={offer}
      kind={kind}
      text={(key) => f(key)}
      uploadedText={(count) => t('uploaded', { count })}
      uploadFailedText={(count) => t('uploadFailed', { count })}
      section={section}
      onSectionChange={setSection}
      onBusyChange={onBusyChange}
      onCancel={onDone}
      descriptionHeRequired={descriptionHeRequired}
      {...slots(form.errors)}
    />
  );
}
