'use client';

import { MapPinOff, ShieldCheck, Truck } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toaster';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button, buttonClass } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { Checkbox } from '@/components/ui/checkbox';
import { ChipList } from '@/components/ui/chip-list';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';

/**
 * Every primitive of src/components/ui in the states a dashboard uses, with the back office's
 * own texts: the reference a new dashboard is built from, and what the e2e test checks in a
 * browser (keyboard, focus, RTL, axe). Nothing here talks to the server.
 */
export function PrimitivesShowcase() {
  const t = useTranslations('backOffice.uiKit');
  const v = useTranslations('backOffice.validation');
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-2 lg:items-start">
      <Panel headingId="ui-buttons" title={t('buttons')}>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button>{t('primary')}</Button>
          <Button variant="secondary">{t('secondary')}</Button>
          <Button variant="ghost">{t('ghost')}</Button>
          <Button variant="danger">{t('danger')}</Button>
          <Button disabled>{t('disabled')}</Button>
        </div>
      </Panel>

      <Panel headingId="ui-form" title={t('form')}>
        <div className="mt-4 grid gap-5">
          <Field label={t('name')} description={t('nameHint')}>
            {(control) => <Input {...control} name="name" defaultValue="מגדל משרדים תל אביב" />}
          </Field>
          <Field label={t('address')} error={v('required')}>
            {(control) => <Input {...control} name="address" />}
          </Field>
          <Field label={t('status')}>
            {(control) => (
              <Select {...control} name="status" defaultValue="open">
                <option value="open">{t('open')}</option>
                <option value="closed">{t('closed')}</option>
                <option value="opening_soon">{t('openingSoon')}</option>
              </Select>
            )}
          </Field>
          <Field label={t('description')}>
            {(control) => <Textarea {...control} name="description" rows={3} />}
          </Field>
          <Checkbox id="ui-active" name="active" label={t('active')} defaultChecked />
        </div>
      </Panel>

      <Panel headingId="ui-tabs" title={t('tabs')}>
        <Tabs defaultValue="he" className="mt-4">
          <TabsList aria-label={t('tabsLabel')}>
            <TabsTrigger value="he">{t('hebrew')}</TabsTrigger>
            <TabsTrigger value="en">{t('english')}</TabsTrigger>
            <TabsTrigger value="images">{t('images')}</TabsTrigger>
          </TabsList>
          <TabsContent value="he">{t('hebrewPanel')}</TabsContent>
          <TabsContent value="en">{t('englishPanel')}</TabsContent>
          <TabsContent value="images">{t('imagesPanel')}</TabsContent>
        </Tabs>
      </Panel>

      <Panel headingId="ui-dialogs" title={t('dialogs')}>
        <div className="mt-4 flex flex-wrap gap-3">
          <Dialog>
            <DialogTrigger className={buttonClass('primary')}>{t('openDialog')}</DialogTrigger>
            <DialogContent
              title={t('dialogTitle')}
              description={t('dialogText')}
              closeLabel={t('close')}
            >
              <Field label={t('name')} className="mt-6">
                {(control) => <Input {...control} name="dialog-name" />}
              </Field>
              <div className="mt-6 flex justify-end gap-3">
                <DialogClose className={buttonClass('secondary')}>{t('secondary')}</DialogClose>
              </div>
            </DialogContent>
          </Dialog>
          <AlertDialog
            trigger={<Button variant="danger">{t('danger')}</Button>}
            title={t('deleteTitle')}
            description={t('deleteText')}
            cancelLabel={t('deleteCancel')}
            confirmLabel={t('deleteConfirm')}
            pendingLabel={t('deleting')}
            onConfirm={() => toast.success(t('deleted'))}
          />
        </div>
      </Panel>

      <Panel headingId="ui-states" title={t('states')} className="lg:col-span-2">
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <EmptyState icon={MapPinOff} title={t('emptyTitle')} text={t('emptyText')} />
          <div className="grid content-start gap-4">
            <Panel as="div" title={t('panelTitle')} titleClassName="text-xl">
              <p className="mt-2 text-ink-soft">{t('panelText')}</p>
            </Panel>
            <ChipList
              label={t('chips')}
              items={[
                { key: 'warranty', label: t('chipWarranty'), icon: ShieldCheck },
                { key: 'install', label: t('chipInstall'), icon: Truck },
              ]}
            />
          </div>
        </div>
      </Panel>
    </div>
  );
}
