'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@/components/ui/toaster';
import { ImageListField } from '@/components/admin/image-list-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';

/**
 * The add/edit form of a catalogue offer — a product for sale or a rental machine (spec
 * back-office §5): the same bilingual fields (names, prices, descriptions, features one per line),
 * pictures and "shown on the site" switch, in Hebrew / English / images tabs. The features keep
 * their own texts, schema and action; what differs (slugs, display order) comes in as slots.
 */

export type OfferSection = 'he' | 'en' | 'images';

/** The form tab that holds a field: English fields end in `_en`, pictures are `images…`. */
export const offerSectionOf = (field: string): OfferSection =>
  field.startsWith('images') ? 'images' : field.endsWith('_en') ? 'en' : 'he';

/** The texts the form needs, under the same keys in each feature's `form` messages. */
export type OfferTextKey =
  | 'sections'
  | 'hebrew'
  | 'english'
  | 'images'
  | 'tabErrors'
  | 'required'
  | 'englishHint'
  | 'nameHe'
  | 'nameEn'
  | 'priceHe'
  | 'priceHint'
  | 'priceEn'
  | 'descriptionHe'
  | 'descriptionHint'
  | 'descriptionEn'
  | 'featuresHe'
  | 'featuresEn'
  | 'featuresHint'
  | 'imagesLabel'
  | 'imagesHint'
  | 'active'
  | 'cancel'
  | 'save'
  | 'saving'
  | 'uploading';

/** The stored offer being edited (null adds one). */
export type OfferValues = {
  id: string;
  nameHe: string;
  nameEn: string;
  priceHe: string;
  priceEn: string;
  descriptionHe: string;
  descriptionEn: string;
  featuresHe: string[];
  featuresEn: string[];
  images: string[];
  isActive: boolean;
} | null;

export function OfferForm({
  form,
  offer,
  kind,
  text,
  uploadedText,
  uploadFailedText,
  section,
  onSectionChange,
  onBusyChange,
  onCancel,
  slugHe,
  besidePriceHe,
  descriptionHeRequired = false,
  slugEn,
}: {
  /** What `useAdminForm` gives. */
  form: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    errors: Record<string, string>;
    pending: boolean;
  };
  offer: OfferValues;
  /** Names the switch's id (`${kind}-form-active-…`). */
  kind: string;
  text: (key: OfferTextKey) => string;
  uploadedText: (count: number) => string;
  uploadFailedText: (count: number) => string;
  section: OfferSection;
  onSectionChange: (section: OfferSection) => void;
  /** Told while a save or an upload runs (the dialog stays open meanwhile). */
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
  /** The Hebrew tab's slug field(s), after the name. */
  slugHe?: ReactNode;
  /** A field shown beside the Hebrew price, two columns on wide screens. */
  besidePriceHe?: ReactNode;
  descriptionHeRequired?: boolean;
  /** The English tab's slug field, after the name. */
  slugEn?: ReactNode;
}) {
  const toasts = useTranslations('backOffice.toasts');
  const [uploading, setUploading] = useState(false);
  const { errors } = form;
  const busy = form.pending || uploading;
  useEffect(() => {
    onBusyChange(busy);
    return () => onBusyChange(false);
  }, [busy, onBusyChange]);
  const imagesError = Object.entries(errors).find(([field]) => field.startsWith('images'))?.[1];
  const hasErrors = (tab: OfferSection) =>
    Object.keys(errors).some((field) => offerSectionOf(field) === tab);

  const required = <span className="text-closed">{text('required')}</span>;
  const tab = (value: OfferSection, label: string) => (
    <TabsTrigger value={value} className="gap-2">
      {label}
      {hasErrors(value) && (
        <>
          <span aria-hidden="true" className="size-2 rounded-full bg-closed" />
          <span className="sr-only">{` – ${text('tabErrors')}`}</span>
        </>
      )}
    </TabsTrigger>
  );
  // Every section stays mounted (hidden when not shown) so all fields are sent.
  const panel = 'data-[state=inactive]:hidden grid gap-5';
  const priceHe = (
    <Field label={text('priceHe')} description={text('priceHint')} error={errors.price_he}>
      {(c) => <Input {...c} name="price_he" defaultValue={offer?.priceHe} />}
    </Field>
  );

  return (
    <form onSubmit={form.onSubmit} noValidate className="mt-4">
      <input type="hidden" name="id" value={offer?.id ?? ''} />
      <Tabs value={section} onValueChange={(value) => onSectionChange(value as OfferSection)}>
        <TabsList aria-label={text('sections')}>
          {tab('he', text('hebrew'))}
          {tab('en', text('english'))}
          {tab('images', text('images'))}
        </TabsList>

        <TabsContent value="he" forceMount className={panel}>
          <Field label={text('nameHe')} labelHint={required} error={errors.name_he}>
            {(c) => <Input {...c} name="name_he" defaultValue={offer?.nameHe} autoComplete="off" />}
          </Field>
          {slugHe}
          {besidePriceHe ? (
            <div className="grid gap-5 sm:grid-cols-2">
              {priceHe}
              {besidePriceHe}
            </div>
          ) : (
            priceHe
          )}
          <Field
            label={text('descriptionHe')}
            labelHint={descriptionHeRequired ? required : undefined}
            description={text('descriptionHint')}
            error={errors.description_he}
          >
            {(c) => (
              <Textarea {...c} name="description_he" rows={5} defaultValue={offer?.descriptionHe} />
            )}
          </Field>
          <Field
            label={text('featuresHe')}
            description={text('featuresHint')}
            error={errors.features_he}
          >
            {(c) => (
              <Textarea
                {...c}
                name="features_he"
                rows={6}
                defaultValue={offer?.featuresHe.join('\n')}
              />
            )}
          </Field>
        </TabsContent>

        <TabsContent value="en" forceMount className={panel}>
          <p className="text-sm text-ink-soft">{text('englishHint')}</p>
          <Field label={text('nameEn')} error={errors.name_en}>
            {(c) => (
              <Input
                {...c}
                name="name_en"
                lang="en"
                dir="ltr"
                defaultValue={offer?.nameEn}
                autoComplete="off"
              />
            )}
          </Field>
          {slugEn}
          <Field label={text('priceEn')} error={errors.price_en}>
            {(c) => (
              <Input {...c} name="price_en" lang="en" dir="ltr" defaultValue={offer?.priceEn} />
            )}
          </Field>
          <Field label={text('descriptionEn')} error={errors.description_en}>
            {(c) => (
              <Textarea
                {...c}
                name="description_en"
                lang="en"
                dir="ltr"
                rows={5}
                defaultValue={offer?.descriptionEn}
              />
            )}
          </Field>
          <Field
            label={text('featuresEn')}
            description={text('featuresHint')}
            error={errors.features_en}
          >
            {(c) => (
              <Textarea
                {...c}
                name="features_en"
                lang="en"
                dir="ltr"
                rows={6}
                defaultValue={offer?.featuresEn.join('\n')}
              />
            )}
          </Field>
        </TabsContent>

        <TabsContent value="images" forceMount className={panel}>
          <ImageListField
            name="images"
            folder="products"
            label={text('imagesLabel')}
            hint={text('imagesHint')}
            disabled={form.pending}
            defaultValue={offer?.images ?? []}
            onBusyChange={setUploading}
            onUploadsSettled={({ uploaded, failed }) => {
              if (failed > 0)
                toast.error(toasts('error'), {
                  id: 'admin',
                  description: uploadFailedText(failed),
                });
              else if (uploaded > 0)
                toast.success(toasts('success'), {
                  id: 'admin',
                  description: uploadedText(uploaded),
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
          id={`${kind}-form-active-${offer?.id ?? 'new'}`}
          name="is_active"
          defaultChecked={offer?.isActive ?? true}
          label={text('active')}
        />
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {text('cancel')}
          </Button>
          <Button type="submit" disabled={busy} className={cn(busy && 'cursor-wait')}>
            {form.pending ? text('saving') : uploading ? text('uploading') : text('save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
