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
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { saveProduct } from '../../admin-actions';
import { PRODUCT_MULTILINE, productSchema } from '../../schemas';
import type { AdminProduct } from './products-manager';

type Section = 'he' | 'en' | 'images';

/** The form tab that holds a field: English fields end in `_en`, pictures are `images…`. */
const sectionOf = (field: string): Section =>
  field.startsWith('images') ? 'images' : field.endsWith('_en') ? 'en' : 'he';

/**
 * The add/edit product dialog (spec back-office §2, §5). It stays open, with everything typed,
 * until a save succeeds, and does not close while saving or uploading.
 */
export function ProductFormDialog({
  product,
  open,
  onClose,
}: {
  /** The product to edit; null adds one. */
  product: AdminProduct | null;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('backOffice.productsAdmin.form');
  const [busy, setBusy] = useState(false);
  // Opened from a plain button (not a DialogTrigger): focus goes back to it on closing.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      {open && (
        <DialogContent
          title={product ? t('editTitle') : t('addTitle')}
          description={product?.nameHe}
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
          <ProductForm
            key={product?.id ?? 'new'}
            product={product}
            onBusyChange={setBusy}
            onDone={onClose}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ProductForm({
  product,
  onBusyChange,
  onDone,
}: {
  product: AdminProduct | null;
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
}) {
  const t = useTranslations('backOffice.productsAdmin');
  const f = useTranslations('backOffice.productsAdmin.form');
  const toasts = useTranslations('backOffice.toasts');
  const [section, setSection] = useState<Section>('he');
  const [uploading, setUploading] = useState(false);
  const form = useAdminForm({
    schema: productSchema,
    action: saveProduct,
    multiline: PRODUCT_MULTILINE,
    success: t('saved'),
    failure: t('saveFailed'),
    onSuccess: onDone,
    onInvalid: (fields) => setSection(sectionOf(fields[0]!)),
  });
  const { errors } = form;
  const busy = form.pending || uploading;
  // The dialog does not close while a save or an upload runs.
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

  return (
    <form onSubmit={form.onSubmit} noValidate className="mt-4">
      <input type="hidden" name="id" value={product?.id ?? ''} />
      <Tabs value={section} onValueChange={(value) => setSection(value as Section)}>
        <TabsList aria-label={f('sections')}>
          {tab('he', f('hebrew'))}
          {tab('en', f('english'))}
          {tab('images', f('images'))}
        </TabsList>

        <TabsContent value="he" forceMount className={panel}>
          <Field label={f('nameHe')} labelHint={required} error={errors.name_he}>
            {(c) => (
              <Input {...c} name="name_he" defaultValue={product?.nameHe} autoComplete="off" />
            )}
          </Field>
          <Field label={f('slugHe')} description={f('slugHint')} error={errors.slug_he}>
            {(c) => (
              <Input {...c} name="slug_he" defaultValue={product?.slugHe} autoComplete="off" />
            )}
          </Field>
          <Field label={f('priceHe')} description={f('priceHint')} error={errors.price_he}>
            {(c) => <Input {...c} name="price_he" defaultValue={product?.priceHe} />}
          </Field>
          <Field
            label={f('descriptionHe')}
            description={f('descriptionHint')}
            error={errors.description_he}
          >
            {(c) => (
              <Textarea
                {...c}
                name="description_he"
                rows={5}
                defaultValue={product?.descriptionHe}
              />
            )}
          </Field>
          <Field label={f('featuresHe')} description={f('featuresHint')} error={errors.features_he}>
            {(c) => (
              <Textarea
                {...c}
                name="features_he"
                rows={6}
                defaultValue={product?.featuresHe.join('\n')}
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
                defaultValue={product?.nameEn}
                autoComplete="off"
              />
            )}
          </Field>
          <Field label={f('slugEn')} description={f('slugEnHint')} error={errors.slug_en}>
            {(c) => (
              <Input
                {...c}
                name="slug_en"
                lang="en"
                dir="ltr"
                defaultValue={product?.slugEn}
                autoComplete="off"
              />
            )}
          </Field>
          <Field label={f('priceEn')} error={errors.price_en}>
            {(c) => (
              <Input {...c} name="price_en" lang="en" dir="ltr" defaultValue={product?.priceEn} />
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
                defaultValue={product?.descriptionEn}
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
                defaultValue={product?.featuresEn.join('\n')}
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
            defaultValue={product?.images ?? []}
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
          id={`product-form-active-${product?.id ?? 'new'}`}
          name="is_active"
          defaultChecked={product?.isActive ?? true}
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
