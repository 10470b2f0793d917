'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ChevronDown,
  ChevronUp,
  ExternalLink,
  EyeOff,
  GripVertical,
  ImageOff,
  Pencil,
  Trash2,
} from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useAdminAction } from '@/components/admin/use-admin-form';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { cardClass } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/components/ui/cn';
import { FallbackImage } from '@/components/ui/fallback-image';
import { isRemoteImage, PLACEHOLDER_IMAGE } from '@/config/images';
import { deleteProduct, setProductActive } from '../../admin-actions';
import type { AdminProduct } from './products-manager';

/** The round 44 px icon buttons of a row. */
const ICON_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-cream disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/**
 * One product of the sortable list: the drag handle (dnd-kit: pointer, or keyboard from the
 * focused handle), its position, picture, names and price, the "shown on the site" switch
 * (saves at once), and the move up/down, view, edit and delete buttons, each named after it.
 */
export function ProductRow({
  product,
  position,
  total,
  first,
  last,
  onMoveUp,
  onMoveDown,
  onEdit,
}: {
  product: AdminProduct;
  /** 1-based. */
  position: number;
  total: number;
  first: boolean;
  last: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onEdit: () => void;
}) {
  const t = useTranslations('backOffice.productsAdmin');
  const name = product.nameHe;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: product.id });
  const [image] = product.images;
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  /** Moves the row; a button that the move disables hands the focus to its twin. */
  const moveBy = (step: -1 | 1) => {
    (step < 0 ? onMoveUp : onMoveDown)();
    const edge = step < 0 ? position === 2 : position === total - 1;
    if (edge) requestAnimationFrame(() => (step < 0 ? downRef : upRef).current?.focus());
  };

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-product-id={product.id}
      className={cardClass(
        cn(
          'relative flex flex-wrap items-center gap-x-3 gap-y-2 p-3 sm:flex-nowrap sm:p-4',
          isDragging && 'z-10 shadow-2xl ring-2 ring-brand',
          !product.isActive && 'bg-white/70',
        ),
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('drag', { name })}
        title={t('drag', { name })}
        className={cn(ICON_BUTTON, 'cursor-grab touch-none text-ink-soft active:cursor-grabbing')}
      >
        <GripVertical aria-hidden="true" className="size-6" />
      </button>

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
            className={cn('object-cover', !product.isActive && 'opacity-60 grayscale')}
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
          {!product.isActive && (
            <span className="inline-flex items-center gap-1 rounded-full bg-ink/10 px-2.5 py-0.5 text-sm font-semibold text-ink">
              <EyeOff aria-hidden="true" className="size-3.5" />
              {t('hidden')}
            </span>
          )}
        </h3>
        {product.nameEn && (
          <p className="text-sm break-words text-ink-soft">
            <bdi lang="en" dir="ltr">
              {product.nameEn}
            </bdi>
          </p>
        )}
        <p className="mt-0.5 text-sm font-semibold text-brand">
          {product.priceHe ? <bdi>{product.priceHe}</bdi> : t('noPrice')}
        </p>
      </div>

      <div className="flex w-full items-center justify-between gap-1 border-t border-line pt-2 sm:w-auto sm:justify-end sm:border-0 sm:pt-0">
        <ActiveSwitch product={product} />
        <div className="flex items-center">
          <button
            ref={upRef}
            type="button"
            onClick={() => moveBy(-1)}
            disabled={first}
            aria-label={t('moveUp', { name })}
            title={t('moveUp', { name })}
            className={ICON_BUTTON}
          >
            <ChevronUp aria-hidden="true" className="size-5" />
          </button>
          <button
            ref={downRef}
            type="button"
            onClick={() => moveBy(1)}
            disabled={last}
            aria-label={t('moveDown', { name })}
            title={t('moveDown', { name })}
            className={ICON_BUTTON}
          >
            <ChevronDown aria-hidden="true" className="size-5" />
          </button>
          {product.isActive && (
            <a
              href={product.publicPath}
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
          <DeleteProductButton id={product.id} name={name} />
        </div>
      </div>
    </li>
  );
}

/** "Shown on the site": saves at once; goes back if the save fails. */
function ActiveSwitch({ product }: { product: AdminProduct }) {
  const t = useTranslations('backOffice.productsAdmin');
  const { run, pending } = useAdminAction();
  const [checked, setChecked] = useState(product.isActive);
  const [source, setSource] = useState(product.isActive);
  if (source !== product.isActive) {
    setSource(product.isActive);
    setChecked(product.isActive);
  }
  const id = `product-active-${product.id}`;

  async function toggle(next: boolean) {
    setChecked(next);
    const result = await run(
      setProductActive,
      { id: product.id, is_active: next },
      {
        success: t(next ? 'shown' : 'hiddenNow', { name: product.nameHe }),
        failure: t('updateFailed'),
      },
    );
    if (!result.ok) setChecked(!next);
  }

  return (
    <Checkbox
      id={id}
      checked={checked}
      disabled={pending}
      onChange={(event) => void toggle(event.currentTarget.checked)}
      aria-label={t('activeLabel', { name: product.nameHe })}
      label={<span className="text-sm">{t('active')}</span>}
      className="me-2 whitespace-nowrap"
    />
  );
}

function DeleteProductButton({ id, name }: { id: string; name: string }) {
  const t = useTranslations('backOffice.productsAdmin');
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
      onConfirm={async () => {
        const result = await run(
          deleteProduct,
          { id },
          { success: t('deleted'), failure: t('deleteFailed') },
        );
        return result.ok;
      }}
    />
  );
}
