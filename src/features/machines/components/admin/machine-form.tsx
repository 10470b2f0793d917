'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type RefObject } from 'react';
import { toast } from '@/components/ui/toaster';
import { ImageListField } from '@/components/admin/image-list-field';
import { useAdminForm } from '@/lib/admin/use-admin-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogClose } from '@/components/ui/dialog';
import { buttonClass } from '@/components/ui/button';
import { InputField } from '@/components/ui/input-field';
import { SelectField } from '@/components/ui/select-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { MACHINE_STATUSES, OPERATING_STATUSES } from '@/db/schema/machines';
import { saveMachine } from '../../admin-actions';
import type { AdminMachine, AdminMachineType } from '../../admin-queries';
import {
  MACHINE_LIMITS,
  MACHINE_TYPES_EN,
  machineFormTabOf,
  machineSchema,
  type MachineFormTab,
} from '../../schemas';
import { CoordinatesField } from './coordinates-field';
import type { MachineFormValues } from './machine-draft';
import { MachineTypesField } from './machine-types-field';
import { versionOf } from '@/lib/admin/version-fields';
import { useRequiredField } from '@/components/admin/required-field';

/** The toast id the admin form hook uses: one back-office toast at a time. */
const TOAST_ID = 'admin';

/** Inactive panels stay in the form (their fields are sent) but are not shown. */
const PANEL = 'data-[state=inactive]:hidden';

/** The fields each language tab has, under the same names (`nameEn` in English). */
const PLACE_FIELDS = ['name', 'location', 'address'] as const;

/** An English input in the Hebrew back office. */
const ENGLISH = { dir: 'ltr', lang: 'en' } as const;

/**
 * The machine form (spec back-office §2, §5): Hebrew, English and images tabs. Inputs are
 * uncontrolled and the form is never reset, so a refused save keeps everything typed; the tab of
 * the first refused field is shown. Its dialog (MachineFormDialog) keeps unsaved changes.
 */
export function MachineForm({
  formRef,
  machine,
  values,
  types,
  onBusyChange,
  onDone,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  /** The saved machine; none adds one. */
  machine?: AdminMachine;
  /** What the fields start with: the saved machine's values, or a restored copy's. */
  values: MachineFormValues;
  types: AdminMachineType[];
  /** Told while a save or an upload runs (the dialog stays open meanwhile). */
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
}) {
  const t = useTranslations('backOffice.machinesAdmin');
  const toasts = useTranslations('backOffice.toasts');
  const id = useId();
  const [tab, setTab] = useState<MachineFormTab>('he');
  const [uploading, setUploading] = useState(false);
  const form = useAdminForm({
    schema: machineSchema,
    action: saveMachine,
    success: machine ? t('updated') : t('added'),
    onSuccess: onDone,
    onInvalid: (fields) => setTab(machineFormTabOf(fields[0]!)),
  });
  const { errors, pending } = form;
  const busy = pending || uploading;
  useEffect(() => {
    onBusyChange(busy);
    return () => onBusyChange(false);
  }, [busy, onBusyChange]);
  /** A list field's error: of the list, or of its first refused item (`images.2`). */
  const listError = (field: string) =>
    errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];

  // "(חובה)" after the label, aria-required on the input: the back office's one convention.
  const required = useRequiredField();
  const text = (name: keyof typeof MACHINE_LIMITS) => ({ name, maxLength: MACHINE_LIMITS[name] });

  /**
   * Name, location and address, in Hebrew (required) or in English (optional, `nameEn`…, typed
   * left to right): the same inputs and limits in both tabs.
   */
  const placeFields = (language: 'he' | 'en') =>
    PLACE_FIELDS.map((base) => {
      const name = language === 'en' ? (`${base}En` as const) : base;
      return (
        <InputField
          key={name}
          label={t(`fields.${name}`)}
          {...(language === 'en' ? ENGLISH : required)}
          error={errors[name]}
          className={base === 'name' ? 'md:col-span-2' : undefined}
          name={name}
          maxLength={MACHINE_LIMITS[base]}
          defaultValue={values[name]}
        />
      );
    });

  /** A status select: every status, named by `label`, the form's value chosen. */
  const statusSelect = <S extends string>(
    name: 'status' | 'operatingStatus',
    statuses: readonly S[],
    label: (status: S) => string,
  ) => (
    <SelectField
      label={t(`fields.${name}`)}
      error={errors[name]}
      name={name}
      defaultValue={values[name]}
    >
      {statuses.map((status) => (
        <option key={status} value={status}>
          {label(status)}
        </option>
      ))}
    </SelectField>
  );

  /** The page address of one language; renaming a saved machine's moves its page. */
  const slugField = (
    name: 'slugHe' | 'slugEn',
    props: { dir: 'auto' | 'ltr'; className?: string },
  ) => (
    <InputField
      label={t(`fields.${name}`)}
      description={
        machine ? `${t('fields.slugHint')} ${t('fields.slugChangeHint')}` : t('fields.slugHint')
      }
      error={errors[name]}
      name={name}
      maxLength={MACHINE_LIMITS.slug}
      autoComplete="off"
      spellCheck={false}
      defaultValue={values[name]}
      {...props}
    />
  );

  return (
    <form ref={formRef} onSubmit={form.onSubmit} noValidate className="mt-4 flex flex-1 flex-col">
      {machine && <input type="hidden" name="id" value={machine.id} />}
      {machine && <input type="hidden" name="version" value={versionOf(machine)} />}
      <Tabs value={tab} onValueChange={(value) => setTab(value as MachineFormTab)} className="mb-6">
        <TabsList aria-label={t('tabs.label')}>
          <TabsTrigger value="he">{t('tabs.he')}</TabsTrigger>
          <TabsTrigger value="en" lang="en">
            {t('tabs.en')}
          </TabsTrigger>
          <TabsTrigger value="images">{t('tabs.images')}</TabsTrigger>
        </TabsList>

        <TabsContent value="he" forceMount className={PANEL}>
          <div className="grid gap-5 md:grid-cols-2">
            {placeFields('he')}
            <InputField
              label={t('fields.postalCode')}
              description={t('fields.postalCodeHint')}
              error={errors.postalCode}
              {...text('postalCode')}
              inputMode="numeric"
              dir="ltr"
              autoComplete="off"
              controlClassName="text-end"
              defaultValue={values.postalCode}
            />
            <InputField
              label={t('fields.phone')}
              error={errors.phone}
              {...text('phone')}
              type="tel"
              dir="ltr"
              autoComplete="off"
              controlClassName="text-end"
              defaultValue={values.phone}
            />
            {statusSelect('status', MACHINE_STATUSES, (s) => t(`status.${s}`))}
            {statusSelect('operatingStatus', OPERATING_STATUSES, (s) => t(`operating.${s}`))}
            {slugField('slugHe', { dir: 'auto' })}
            <MachineTypesField
              className="md:col-span-2"
              types={types}
              initial={values.types}
              error={listError('types')}
            />
            <CoordinatesField
              className="md:col-span-2"
              initial={{ latitude: values.latitude, longitude: values.longitude }}
              errors={{ latitude: errors.latitude, longitude: errors.longitude }}
            />
          </div>
        </TabsContent>

        <TabsContent value="en" forceMount className={PANEL}>
          <p className="mb-5 text-ink-soft">{t('fields.englishHint')}</p>
          <div className="grid gap-5 md:grid-cols-2">
            {placeFields('en')}
            <fieldset className="md:col-span-2">
              <legend className="font-semibold">{t('fields.typeEn')}</legend>
              <div className="mt-1.5 flex flex-wrap gap-x-8">
                {MACHINE_TYPES_EN.map((type) => (
                  <Checkbox
                    key={type}
                    id={`${id}-type-en-${type.replace(/\s/g, '-')}`}
                    name="typeEn[]"
                    value={type}
                    label={<span lang="en">{type}</span>}
                    defaultChecked={values.typeEn.includes(type)}
                  />
                ))}
              </div>
              {listError('typeEn') && (
                <p className="mt-1.5 text-sm font-semibold text-closed">{listError('typeEn')}</p>
              )}
            </fieldset>
            {slugField('slugEn', { dir: 'ltr', className: 'md:col-span-2' })}
          </div>
        </TabsContent>

        <TabsContent value="images" forceMount className={PANEL}>
          <ImageListField
            name="images"
            folder="machines"
            defaultValue={values.images}
            label={t('fields.images')}
            disabled={pending}
            onBusyChange={setUploading}
            onUploadsSettled={({ uploaded, failed }) => {
              if (failed > 0)
                toast.error(toasts('error'), { id: TOAST_ID, description: t('uploadFailed') });
              else if (uploaded > 0)
                toast.success(toasts('success'), {
                  id: TOAST_ID,
                  description: t('uploaded', { count: uploaded }),
                });
            }}
          />
          {listError('images') && (
            <p className="mt-2 text-sm font-semibold text-closed">{listError('images')}</p>
          )}
        </TabsContent>
      </Tabs>

      <div className="sticky bottom-0 -mx-6 mt-auto flex flex-wrap items-center justify-end gap-3 border-t border-line bg-white px-6 py-4">
        <p role="status" className="me-auto text-sm text-ink-soft">
          {uploading ? t('uploadingWait') : ''}
        </p>
        <DialogClose className={buttonClass('secondary')} disabled={pending}>
          {t('cancel')}
        </DialogClose>
        <Button type="submit" disabled={pending || uploading}>
          {pending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
