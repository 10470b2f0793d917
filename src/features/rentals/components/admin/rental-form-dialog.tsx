'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ImageListField } from '@/components/admin/image-list-field';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/components/ui/cn';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { saveRental } from '../../admin-actions';
import { RENTAL_MULTILINE, rentalSchema } from '../../schemas';
import type { AdminRental } from './rentals-manager';

type Section = 'he' | 'en' | 'images';

const sectionOf = (field: string): Section =>
  field.startsWith('images') ? 'images' : field.endsWith('_en') ? 'en' : 'he';

/**
 * The add/edit rental machine dialog (spec back-office §2, §5 rental form). It stays open, with
 * everything typed, until a save succeeds, and does not close while saving or uploading.
 */
export function RentalFormDialog({
  rental,
  position,
  count,
  open,
  onClose,
}: {
  /** The rental to edit; null adds one. */
  rental: AdminRental | null;
  /** Its display position (0-based); for a new one, the end of the list. */
  position: number;
  /** How many rentals there are: the position choices run 0..count (spec §9). */
  count: number;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('backOffice.rentalsAdmin.form');
  const [busy, setBusy] = useState(false);
  // Opened from a plain button (not a DialogTrigger): focus goes back to it on closing.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      {open && (
        <DialogContent
          title={rental ? t('editTitle') : t('addTitle')}
          description={rental?.nameHe}
          closeLabel={t('close')}
          className="max-w-3xl"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <RentalForm
            key={rental?.id ?? 'new'}
            rental={rental}
            position={position}
            count={count}
            onBusyChange={setBusy}
            onDone={onClose}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function RentalForm({
  rental,
  position,
  count,
  onBusyChange,
  onDone,
}: {
  rental: AdminRental | null;
  position: number;
  count: number;
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
}) {
  const t = useTranslations('backOffice.rentalsAdmin');
  const f = useTranslations('backOffice.rentalsAdmin.form');
  const toasts = useTranslations('backOffice.toasts');
  const [section, setSection] = useState<Section>('he');
  const [uploading, setUploading] = useState(false);
  const form = useAdminForm({
    schema: rentalSchema,
    action: saveRental,
    multiline: RENTAL_MULTILINE,
    success: rental ? t('updated') : t('added'),
    onSuccess: onDone,
    onInvalid: (fields) => setSection(sectionOf(fields[0]!)),
  });
  const { errors } = form;
  const busy = form.pending || uploading;
  useEffect(() => {
    onBusyChange(busy);
    return () => onBusyChange(false);
  }, [busy, onBusyChange]);
  const imagesError = Object.entries(errors).find(([field]) => field.startsWith('images'))?.[1];
  const hasErrors = (tab: Section) => Object.keys(errors).some((field) => sectionOf(field) === tab);

  const required = <span className="text-closed">{f('required')}</span>;
  const tab = (value: Section, label: string) => (
    <TabsTrigger value={value} className="gap-2">
      {label}
      {hasErrors(value) && (
        <>
          <span aria-hidden="true" className="size-2 rounded-full bg-closed" />
          <span className="sr-only">{` – ${f('tabErrors')}`}</span>
        </>
      )}
    </TabsTrigger>
  );
  // Every section stays mounted (hidden when not shown) so all fields are sent.
  const panel = 'data-[state=inactive]:hidden grid gap-5';
  const positions = Array.from({ length: count + 1 }, (_, index) => index);

  return (
    <form onSubmit={form.onSubmit} noValidate className="mt-4">
      <input type="hidden" name="id" value={rental?.id ?? ''} />
      <Tabs value={section} onValueChange={(value) => setSection(value as Section)}>
        <TabsList aria-label={f('sections')}>
          {tab('he', f('hebrew'))}
          {tab('en', f('english'))}
          {tab('images', f('images'))}
        </TabsList>

        <TabsContent value="he" forceMount className={panel}>
          <Field label={f('nameHe')} labelHint={required} error={errors.name_he}>
            {(c) => (
              <Input {...c} name="name_he" defaultValue={rental?.nameHe} autoComplete="off" />
            )}
          </Field>
          <Field label={f('slug')} description={f('slugHint')} error={errors.slug}>
            {(c) => (
              <Input {...c} name="slug" dir="auto" defaultValue={rental?.slug} autoComplete="off" />
            )}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={f('priceHe')} description={f('priceHint')} error={errors.price_he}>
              {(c) => <Input {...c} name="price_he" defaultValue={rental?.priceHe} />}
            </Field>
            <Field
              label={f('displayOrder')}
              description={f('displayOrderHint')}
              error={errors.display_order}
            >
              {(c) => (
                <Select {...c} name="display_order" defaultValue={String(position)}>
                  {positions.map((value) => (
                    <option key={value} value={value}>
                      {value === 0
                        ? f('first', { position: value })
                        : value === count
                          ? f('last', { position: value })
                          : value}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <Field
            label={f('descriptionHe')}
            labelHint={required}
            description={f('descriptionHint')}
            error={errors.description_he}
          >
            {(c) => (
              <Textarea
                {...c}
                name="description_he"
                rows={5}
                defaultValue={rental?.descriptionHe}
              />
            )}
          </Field>
          <Field label={f('featuresHe')} description={f('featuresHint')} error={errors.features_he}>
            {(c) => (
              <Textarea
                {...c}
                name="features_he"
                rows={6}
                defaultValue={rental?.featuresHe.join('\n')}
              />
            )}
          </Field>
        </TabsContent>

        <TabsContent value="en" forceMount className={panel}>
          <p className="text-sm text-ink-soft">{f('englishHint')}</p>
          <Field label={f('nameEn')} error={errors.name_en}>
            {(c) => (
              <Input
                {...c}
                name="name_en"
                lang="en"
                dir="ltr"
                defaultValue={rental?.nameEn}
                autoComplete="off"
              />
            )}
          </Field>
          <Field label={f('priceEn')} error={errors.price_en}>
            {(c) => (
              <Input {...c} name="price_en" lang="en" dir="ltr" defaultValue={rental?.priceEn} />
            )}
          </Field>
          <Field label={f('descriptionEn')} error={errors.description_en}>
            {(c) => (
              <Textarea
                {...c}
                name="description_en"
                lang="en"
                dir="ltr"
                rows={5}
                defaultValue={rental?.descriptionEn}
              />
            )}
          </Field>
          <Field label={f('featuresEn')} description={f('featuresHint')} error={errors.features_en}>
            {(c) => (
              <Textarea
                {...c}
                name="features_en"
                lang="en"
                dir="ltr"
                rows={6}
                defaultValue={rental?.featuresEn.join('\n')}
              />
            )}
          </Field>
        </TabsContent>

        <TabsContent value="images" forceMount className={panel}>
          <ImageListField
            name="images"
            folder="products"
            label={f('imagesLabel')}
            hint={f('imagesHint')}
            disabled={form.pending}
            defaultValue={rental?.images ?? []}
            onBusyChange={setUploading}
            onUploadsSettled={({ uploaded, failed }) => {
              if (failed > 0)
                toast.error(toasts('error'), {
                  id: 'admin',
                  description: t('uploadFailed', { count: failed }),
                });
              else if (uploaded > 0)
                toast.success(toasts('success'), {
                  id: 'admin',
                  description: t('uploaded', { count: uploaded }),
                });
            }}
          />
          {imagesError && (
            <p role="alert" className="text-sm font-semibold text-closed">
              {imagesError}
            </p>
          )}
        </TabsContent>
      </Tabs>

      {/* The save bar stays in view at the dialog's bottom edge while the fields scroll. */}
      <div className="sticky -bottom-6 z-10 -mx-6 mt-6 -mb-6 flex flex-wrap items-center justify-between gap-3 border-t border-line bg-white px-6 py-4">
        <Checkbox
          id={`rental-form-active-${rental?.id ?? 'new'}`}
          name="is_active"
          defaultChecked={rental?.isActive ?? true}
          label={f('active')}
        />
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={onDone} disabled={busy}>
            {f('cancel')}
          </Button>
          <Button type="submit" disabled={busy} className={cn(busy && 'cursor-wait')}>
            {form.pending ? f('saving') : uploading ? f('uploading') : f('save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
