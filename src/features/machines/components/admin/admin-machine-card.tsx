import { Eye, EyeOff, ImageOff, MapPin } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { cardClass } from '@/components/ui/card';
import { AdminRowImage } from '@/components/admin/admin-row-image';
import { BulkCheckbox } from '@/components/admin/bulk-selection';
import { HistoryLink } from '@/components/admin/history-link';
import { ViewOnSiteLink } from '@/components/admin/view-on-site-link';
import { machinePath, machineSlug } from '../../localize';
import { cn } from '@/components/ui/cn';
import type { AdminMachine, AdminMachineType } from '../../admin-queries';
import { StatusBadge } from '../status-badge';
import { DeleteMachineButton } from './delete-machine-button';
import { MachineFormDialog } from './machine-form-dialog';
import { MachineTypeList } from '../machine-type-list';

/**
 * One machine on the dashboard: its main picture (or the placeholder), name, location, whether
 * the site shows it (active / inactive), its operating status, its types, and the edit and delete
 * buttons, named after the machine for screen readers.
 */
export async function AdminMachineCard({
  machine,
  types,
  eager,
}: {
  machine: AdminMachine;
  types: AdminMachineType[];
  eager?: boolean;
}) {
  const t = await getTranslations('backOffice.machinesAdmin');
  const headingId = `machine-${machine.id}`;
  const [image] = machine.images;
  const active = machine.status === 'active';
  const StatusIcon = active ? Eye : EyeOff;

  return (
    <article
      aria-labelledby={headingId}
      className={cardClass('flex w-full flex-col overflow-hidden')}
    >
      <div className="relative aspect-[16/10] bg-cream">
        {image ? (
          <AdminRowImage
            src={image}
            sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
            muted={!active}
            loading={eager ? 'eager' : 'lazy'}
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-ink-soft">
            <ImageOff aria-hidden="true" className="size-9 text-brand-warm" />
            <p className="font-semibold">{t('noImage')}</p>
          </div>
        )}
        {machine.images.length > 1 && (
          <span className="absolute start-3 bottom-3 rounded-full bg-ink/80 px-3 py-1 text-sm font-semibold text-white">
            {t('imageCount', { count: machine.images.length })}
          </span>
        )}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="flex items-start gap-1">
            <BulkCheckbox id={machine.id} name={machine.name} className="-ms-3" />
            <h2 id={headingId} className="pt-2 text-xl">
              {machine.name}
            </h2>
          </div>
          <div className="-me-2 flex shrink-0 items-center">
            <MachineFormDialog machine={machine} types={types} />
            <HistoryLink kind="machine" id={machine.id} name={machine.name} icon />
            {active && (
              <ViewOnSiteLink
                href={machinePath(machineSlug(machine, 'he'))}
                label={t('viewOnSite', { name: machine.name })}
              />
            )}
            <DeleteMachineButton id={machine.id} name={machine.name} />
          </div>
        </div>

        <p className="flex gap-2 text-ink-soft">
          <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand" />
          <span className="sr-only">{t('location')}: </span>
          {machine.location}
        </p>

        <div className="flex flex-wrap gap-2">
          <span
            data-status={machine.status}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold',
              active ? 'bg-ink text-white' : 'bg-gray-100 text-ink-soft ring-1 ring-line',
            )}
          >
            <StatusIcon aria-hidden="true" className="size-4" />
            {t(`status.${machine.status}`)}
          </span>
          <StatusBadge
            status={machine.operatingStatus}
            label={t(`operating.${machine.operatingStatus}`)}
          />
        </div>

        <MachineTypeList types={machine.types} label={t('types')} className="mt-auto pt-1" />
      </div>
    </article>
  );
}
