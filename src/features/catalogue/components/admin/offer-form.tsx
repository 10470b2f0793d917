'use client';

import { useTranslations } from 'next-intl';
import {
  Fragment,
  useEffect,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { toast } from '@/components/ui/toaster';
import { ImageListField } from '@/components/admin/image-list-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/components/ui/cn';
import { InputField } from '@/components/ui/input-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TextareaField } from '@/components/ui/textarea-field';
import type { OfferFormValues } from './offer-draft';

/**
 * The add/edit form of a catalogue offer — a product for sale or a rental machine (spec
 * back-office §5): the same bilingual fields (names, prices, descriptions, features one per line),
 * pictures and "shown on the site" switch, in Hebrew / English / images tabs. The features keep
 * their own texts, schema and action; what differs (slugs, display order) comes in as slots.
 */

/** The form's tabs: the languages, the pictures, and any a feature adds (its `sections`). */
export type OfferSection = 'he' | 'en' | 'images' | (string & {});

/** A tab a feature adds after the pictures: its fields are named `${value}.…` (e.g. "specs.power"). */
export type OfferExtraSection = { value: string; label: string; content: ReactNode };

/** An English input in the Hebrew back office. */
const ENGLISH = { lang: 'en', dir: 'ltr' } as const;

/**
 * The form tab that holds a field: pictures are `images…`, a feature's own tab's fields are
 * `<tab>.…`, English fields end in `_en`, the rest are Hebrew.
 */
export const offerSectionOf = (field: string): OfferSection =>
  field.startsWith('images')
    ? 'images'
    : field.includes('.')
      ? field.slice(0, field.indexOf('.'))
      : field.endsWith('_en')
        ? 'en'
        : 'he';

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
  /** The row's version, sent with each save (src/lib/admin/version.ts). */
  version: string;
} | null;

export function OfferForm({
  formRef,
  form,
  offer,
  values,
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
  sections = [],
}: {
  /** The dialog's (AdminFormDialog): what its unsaved-changes check and local copy read. */
  formRef: RefObject<HTMLFormElement | null>;
  /** What `useAdminForm` gives. */
  form: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    errors: Record<string, string>;
    pending: boolean;
  };
  /** The saved offer (null adds one). */
  offer: OfferValues;
  /** What the shared fields start with: the saved offer's values, or a restored copy's. */
  values: OfferFormValues;
  /** Names the switch's id (`${kind}-form-active-…`). */
  kind: string;
  text: (key: OfferTextKey) => string;
  uploadedText: (count: number) => string;
  uploadFailedText: (count: number) => string;
  section: OfferSection;
  onSectionChange: (section: OfferSection) => void;
  /** Told while a save or an upload runs (the dialog stays open meanwhile). */
  onBusyChange: (busy: boolean) => void;
  /** Cancel: the dialog closes, asking first when something was changed. */
  onCancel: () => void;
  /** The Hebrew tab's slug field(s), after the name. */
  slugHe?: ReactNode;
  /** A field shown beside the Hebrew price, two columns on wide screens. */
  besidePriceHe?: ReactNode;
  descriptionHeRequired?: boolean;
  /** The English tab's slug field, after the name. */
  slugEn?: ReactNode;
  /** The feature's own tabs, after the pictures (a product's spec sheet and reviews). */
  sections?: OfferExtraSection[];
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

  // "(חובה)" after the label, as every back-office form marks a required field.
  const required = text('required');
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

  /**
   * The offer's fields in one language: name, the feature's slug, price, description and
   * features (one per line). Hebrew requires the name (and the description where the feature
   * says so) and hints at the price and the description; English is typed left to right.
   */
  const languageFields = (language: 'he' | 'en') => {
    const he = language === 'he';
    const key = <B extends 'name' | 'price' | 'description' | 'features'>(base: B) =>
      `${base}${he ? 'He' : 'En'}` as const;
    const input = (base: 'name' | 'price' | 'description' | 'features') => ({
      name: `${base}_${language}`,
      error: errors[`${base}_${language}`],
      ...(he ? {} : ENGLISH),
    });
    const price = (
      <InputField
        label={text(key('price'))}
        description={he ? text('priceHint') : undefined}
        {...input('price')}
        defaultValue={values[key('price')]}
      />
    );
    return (
      <>
        <InputField
          label={text(key('name'))}
          labelHint={he ? required : undefined}
          {...input('name')}
          defaultValue={values[key('name')]}
          autoComplete="off"
        />
        {he ? slugHe : slugEn}
        {he && besidePriceHe ? (
          <div className="grid gap-5 sm:grid-cols-2">
            {price}
            {besidePriceHe}
          </div>
        ) : (
          price
        )}
        <TextareaField
          label={text(key('description'))}
          labelHint={he && descriptionHeRequired ? required : undefined}
          description={he ? text('descriptionHint') : undefined}
          {...input('description')}
          rows={5}
          defaultValue={values[key('description')]}
        />
        <TextareaField
          label={text(key('features'))}
          description={text('featuresHint')}
          {...input('features')}
          rows={6}
          defaultValue={values[key('features')]}
        />
      </>
    );
  };

  return (
    <form ref={formRef} onSubmit={form.onSubmit} noValidate className="mt-4">
      <input type="hidden" name="id" value={offer?.id ?? ''} />
      <input type="hidden" name="version" value={offer?.version ?? ''} />
      <Tabs value={section} onValueChange={(value) => onSectionChange(value as OfferSection)}>
        <TabsList aria-label={text('sections')}>
          {tab('he', text('hebrew'))}
          {tab('en', text('english'))}
          {tab('images', text('images'))}
          {sections.map((extra) => (
            <Fragment key={extra.value}>{tab(extra.value, extra.label)}</Fragment>
          ))}
        </TabsList>

        <TabsContent value="he" forceMount className={panel}>
          {languageFields('he')}
        </TabsContent>

        <TabsContent value="en" forceMount className={panel}>
          <p className="text-sm text-ink-soft">{text('englishHint')}</p>
          {languageFields('en')}
        </TabsContent>

        <TabsContent value="images" forceMount className={panel}>
          <ImageListField
            name="images"
            folder="products"
            label={text('imagesLabel')}
            hint={text('imagesHint')}
            disabled={form.pending}
            defaultValue={values.images}
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

        {sections.map((extra) => (
          <TabsContent key={extra.value} value={extra.value} forceMount className={panel}>
            {extra.content}
          </TabsContent>
        ))}
      </Tabs>

      {/* The save bar stays in view at the dialog's bottom edge while the fields scroll. */}
      <div className="sticky -bottom-6 z-10 -mx-6 mt-6 -mb-6 flex flex-wrap items-center justify-between gap-3 border-t border-line bg-white px-6 py-4">
        <Checkbox
          id={`${kind}-form-active-${offer?.id ?? 'new'}`}
          name="is_active"
          defaultChecked={values.isActive}
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
