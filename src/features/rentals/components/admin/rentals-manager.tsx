'use client';

import { ExternalLink, EyeOff, ImageOff, Pencil, Plus, Truck, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAdminAction } from '@/components/admin/use-admin-form';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { FallbackImage } from '@/components/ui/fallback-image';
import { isRemoteImage, PLACEHOLDER_IMAGE } from '@/config/images';
import { deleteRental, setRentalActive } from '../../admin-actions';
import { RentalFormDialog } from './rental-form-dialog';

/** A rental machine as the dashboard shows and edits it (texts never null). */
export type AdminRental = {
  id: string;
  nameHe: string;
  nameEn: string;
  slug: string;
  descriptionHe: string;
  descriptionEn: string;
  featuresHe: string[];
  featuresEn: string[];
  priceHe: string;
  priceEn: string;
  /** Main picture first. */
  images: string[];
  isActive: boolean;
  /** The Hebrew public page. */
  publicPath: string;
};

/** The round 44 px icon buttons of a row. */
const ICON_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-cream';

/**
 * The rental machines tab: the list by display order (position, picture, names, price, the
 * "shown on the site" switch, view, edit, delete) and the add button. Positions are chosen in
 * the form (0 to the number of rentals, spec §9).
 */
export function RentalsManager({ rentals }: { rentals: AdminRental[] }) {
  const t = useTranslations('backOffice.rentalsAdmin');
  const [editing, setEditing] = useState<{ rental: AdminRental; position: number } | 'new' | null>(
    null,
  );

  return (
    <section aria-labelledby="rentals-admin-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="rentals-admin-title" className="text-2xl">
            {t('title')}{' '}
            <span className="text-base font-semibold text-ink-soft">
              · {t('count', { count: rentals.length })}
            </span>
          </h2>
          <p className="mt-1 max-w-2xl text-ink-soft">{t('intro')}</p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-5" />
          {t('add')}
        </Button>
      </div>

      {rentals.length === 0 ? (
        <EmptyState
          icon={Truck}
          tone="card"
          title={t('emptyTitle')}
          text={t('emptyText')}
          className="mt-6"
        />
      ) : (
        <ol aria-label={t('listLabel')} className="mt-6 grid gap-3">
          {rentals.map((rental, index) => (
            <RentalRow
              key={rental.id}
              rental={rental}
              position={index}
              onEdit={() => setEditing({ rental, position: index })}
            />
          ))}
        </ol>
      )}

      <RentalFormDialog
        rental={editing === 'new' || editing === null ? null : editing.rental}
        position={editing === 'new' || editing === null ? rentals.length : editing.position}
        count={rentals.length}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}

function RentalRow({
  rental,
  position,
  onEdit,
}: {
  rental: AdminRental;
  /** 0-based, as the form's display order. */
  position: number;
  onEdit: () => void;
}) {
  const t = useTranslations('backOffice.rentalsAdmin');
  const name = rental.nameHe;
  const [image] = rental.images;
  return (
    <li
      data-rental-id={rental.id}
      className={cardClass(
        cn(
          'flex flex-wrap items-center gap-x-3 gap-y-2 p-3 sm:flex-nowrap sm:p-4',
          !rental.isActive && 'bg-white/70',
        ),
      )}
    >
      <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-cream text-sm font-bold text-ink ring-1 ring-line">
        <span aria-hidden="true">{position}</span>
        <span className="sr-only">{t('position', { position })}</span>
      </span>

      <div className="relative size-14 shrink-0 overflow-hidden rounded-xl bg-cream ring-1 ring-line sm:size-16">
        {image ? (
          <FallbackImage
            src={image}
            fallback={PLACEHOLDER_IMAGE}
            alt=""
            fill
            sizes="64px"
            className={cn('object-cover', !rental.isActive && 'opacity-60 grayscale')}
            unoptimized={isRemoteImage(image)}
          />
        ) : (
          <span className="flex size-full items-center justify-center text-ink-soft">
            <ImageOff aria-hidden="true" className="size-6" />
            <span className="sr-only">{t('noImage')}</span>
          </span>
        )}
      </div>

      <div className="min-w-0 flex-1">
        <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1 text-lg leading-snug">
          <span className="break-words">{name}</span>
          {!rental.isActive && (
            <span className="inline-flex items-center gap-1 rounded-full bg-ink/10 px-2.5 py-0.5 text-sm font-semibold text-ink">
              <EyeOff aria-hidden="true" className="size-3.5" />
              {t('hidden')}
            </span>
          )}
        </h3>
        {rental.nameEn && (
          <p className="text-sm break-words text-ink-soft">
            <bdi lang="en" dir="ltr">
              {rental.nameEn}
            </bdi>
          </p>
        )}
        <p className="mt-0.5 text-sm font-semibold text-brand">
          {rental.priceHe ? <bdi>{rental.priceHe}</bdi> : t('noPrice')}
        </p>
      </div>

      <div className="flex w-full items-center justify-between gap-1 border-t border-line pt-2 sm:w-auto sm:justify-end sm:border-0 sm:pt-0">
        <ActiveSwitch rental={rental} />
        <div className="flex items-center">
          {rental.isActive && (
            <a
              href={rental.publicPath}
              target="_blank"
              rel="noopener"
              aria-label={t('viewLabel', { name })}
              title={t('viewLabel', { name })}
              className={ICON_BUTTON}
            >
              <ExternalLink aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </a>
          )}
          <button
            type="button"
            onClick={onEdit}
            aria-label={t('editLabel', { name })}
            title={t('editLabel', { name })}
            className={ICON_BUTTON}
          >
            <Pencil aria-hidden="true" className="size-5" />
          </button>
          <DeleteRentalButton id={rental.id} name={name} />
        </div>
      </div>
    </li>
  );
}

/** "Shown on the site": saves at once; goes back if the save fails. */
function ActiveSwitch({ rental }: { rental: AdminRental }) {
  const t = useTranslations('backOffice.rentalsAdmin');
  const { run, pending } = useAdminAction();
  const [checked, setChecked] = useState(rental.isActive);
  const [source, setSource] = useState(rental.isActive);
  if (source !== rental.isActive) {
    setSource(rental.isActive);
    setChecked(rental.isActive);
  }

  async function toggle(next: boolean) {
    setChecked(next);
    const result = await run(
      setRentalActive,
      { id: rental.id, is_active: next },
      { success: t(next ? 'shown' : 'hiddenNow', { name: rental.nameHe }) },
    );
    if (!result.ok) setChecked(!next);
  }

  return (
    <Checkbox
      id={`rental-active-${rental.id}`}
      checked={checked}
      disabled={pending}
      onChange={(event) => void toggle(event.currentTarget.checked)}
      aria-label={t('activeLabel', { name: rental.nameHe })}
      label={<span className="text-sm">{t('active')}</span>}
      className="me-2 whitespace-nowrap"
    />
  );
}

function DeleteRentalButton({ id, name }: { id: string; name: string }) {
  const t = useTranslations('backOffice.rentalsAdmin');
  const { run } = useAdminAction();
  return (
    <AlertDialog
      trigger={
        <button
          type="button"
          aria-label={t('deleteLabel', { name })}
          title={t('deleteLabel', { name })}
          className={cn(ICON_BUTTON, 'text-closed hover:bg-closed-bg')}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      }
      title={t('deleteTitle')}
      description={t('deleteText', { name })}
      cancelLabel={t('cancel')}
      confirmLabel={t('confirmDelete')}
      pendingLabel={t('deleting')}
      onConfirm={async () => (await run(deleteRental, { id }, { success: t('deleted') })).ok}
    />
  );
}
