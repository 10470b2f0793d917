'use client';

import { Truck } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AdminListSection } from '@/components/admin/admin-list-section';
import { AdminListRow, RowActiveSwitch, RowDeleteButton } from '@/components/admin/admin-list-row';
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
    <AdminListSection
      headingId="rentals-admin-title"
      texts={{
        title: t('title'),
        count: t('count', { count: rentals.length }),
        intro: t('intro'),
        add: t('add'),
        emptyTitle: t('emptyTitle'),
        emptyText: t('emptyText'),
      }}
      onAdd={() => setEditing('new')}
      empty={rentals.length === 0}
      emptyIcon={Truck}
      dialog={
        <RentalFormDialog
          rental={editing === 'new' || editing === null ? null : editing.rental}
          position={editing === 'new' || editing === null ? rentals.length : editing.position}
          count={rentals.length}
          open={editing !== null}
          onClose={() => setEditing(null)}
        />
      }
    >
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
    </AdminListSection>
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
  return (
    <AdminListRow
      data-rental-id={rental.id}
      offer={rental}
      position={position}
      texts={{
        position: t('position', { position }),
        noImage: t('noImage'),
        hidden: t('hidden'),
        noPrice: t('noPrice'),
        viewLabel: t('viewLabel', { name }),
        editLabel: t('editLabel', { name }),
      }}
      activeSwitch={
        <RowActiveSwitch
          id={`rental-active-${rental.id}`}
          rowId={rental.id}
          active={rental.isActive}
          action={setRentalActive}
          label={t('active')}
          ariaLabel={t('activeLabel', { name })}
          successText={(next) => t(next ? 'shown' : 'hiddenNow', { name })}
        />
      }
      deleteButton={
        <RowDeleteButton
          id={rental.id}
          action={deleteRental}
          texts={{
            label: t('deleteLabel', { name }),
            title: t('deleteTitle'),
            description: t('deleteText', { name }),
            cancel: t('cancel'),
            confirm: t('confirmDelete'),
            pending: t('deleting'),
            success: t('deleted'),
          }}
        />
      }
      onEdit={onEdit}
    />
  );
}
