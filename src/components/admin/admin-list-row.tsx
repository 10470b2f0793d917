'use client';

import { ExternalLink, EyeOff, ImageOff, Pencil, Trash2 } from '@/components/icons';
import type { ComponentProps, ReactNode } from 'react';
import { useAdminAction } from '@/lib/admin/use-admin-form';
import { useSavedValue } from '@/lib/admin/use-saved-value';
import { AdminRowImage } from './admin-row-image';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { cardClass } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/components/ui/cn';

/**
 * One offer (a product for sale, a rental machine) in a back-office list: its position, picture,
 * names and price, the "shown on the site" switch, and the view, edit and delete buttons, each
 * named after the offer. The features pass in their own texts and actions; what only one list
 * has (drag handle, move buttons) comes in as `leading` and `moveButtons`.
 */

/** The round 44 px icon buttons of a row. */
export const ROW_ICON_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-cream disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/** An admin action a row's buttons call (`useAdminAction().run`'s first argument). */
type RowAction = Parameters<ReturnType<typeof useAdminAction>['run']>[0];

export function AdminListRow({
  offer,
  position,
  texts,
  leading,
  moveButtons,
  activeSwitch,
  deleteButton,
  onEdit,
  className,
  ...item
}: Omit<ComponentProps<'li'>, 'children'> & {
  offer: {
    nameHe: string;
    nameEn: string;
    priceHe: string;
    /** A product not on sale yet shows the `comingSoon` text instead of its price. */
    comingSoon?: boolean;
    images: string[];
    isActive: boolean;
    publicPath: string;
  };
  /** The number shown (the lists differ: 1-based or 0-based). */
  position: number;
  texts: {
    position: string;
    noImage: string;
    hidden: string;
    noPrice: string;
    comingSoon?: string;
    viewLabel: string;
    editLabel: string;
  };
  leading?: ReactNode;
  moveButtons?: ReactNode;
  activeSwitch: ReactNode;
  deleteButton: ReactNode;
  onEdit: () => void;
}) {
  const [image] = offer.images;
  return (
    <li
      {...item}
      className={cardClass(
        cn(
          'flex flex-wrap items-center gap-x-3 gap-y-2 p-3 sm:flex-nowrap sm:p-4',
          className,
          !offer.isActive && 'bg-white/70',
        ),
      )}
    >
      {leading}

      <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-cream text-sm font-bold text-ink ring-1 ring-line">
        <span aria-hidden="true">{position}</span>
        <span className="sr-only">{texts.position}</span>
      </span>

      <div className="relative size-14 shrink-0 overflow-hidden rounded-xl bg-cream ring-1 ring-line sm:size-16">
        {image ? (
          <AdminRowImage src={image} sizes="64px" muted={!offer.isActive} />
        ) : (
          <span className="flex size-full items-center justify-center text-ink-soft">
            <ImageOff aria-hidden="true" className="size-6" />
            <span className="sr-only">{texts.noImage}</span>
          </span>
        )}
      </div>

      <div className="min-w-0 flex-1">
        <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1 text-lg leading-snug">
          <span className="break-words">{offer.nameHe}</span>
          {!offer.isActive && (
            <span className="inline-flex items-center gap-1 rounded-full bg-ink/10 px-2.5 py-0.5 text-sm font-semibold text-ink">
              <EyeOff aria-hidden="true" className="size-3.5" />
              {texts.hidden}
            </span>
          )}
        </h3>
        {offer.nameEn && (
          <p className="text-sm break-words text-ink-soft">
            <bdi lang="en" dir="ltr">
              {offer.nameEn}
            </bdi>
          </p>
        )}
        <p className="mt-0.5 text-sm font-semibold text-brand">
          {offer.comingSoon ? (
            <span className="rounded-full bg-soon-bg px-2 py-0.5 text-soon">
              {texts.comingSoon}
            </span>
          ) : offer.priceHe ? (
            <bdi>{offer.priceHe}</bdi>
          ) : (
            texts.noPrice
          )}
        </p>
      </div>

      <div className="flex w-full items-center justify-between gap-1 border-t border-line pt-2 sm:w-auto sm:justify-end sm:border-0 sm:pt-0">
        {activeSwitch}
        <div className="flex items-center">
          {moveButtons}
          {offer.isActive && (
            <a
              href={offer.publicPath}
              target="_blank"
              rel="noopener"
              aria-label={texts.viewLabel}
              title={texts.viewLabel}
              className={ROW_ICON_BUTTON}
            >
              <ExternalLink aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </a>
          )}
          <button
            type="button"
            onClick={onEdit}
            aria-label={texts.editLabel}
            title={texts.editLabel}
            className={ROW_ICON_BUTTON}
          >
            <Pencil aria-hidden="true" className="size-5" />
          </button>
          {deleteButton}
        </div>
      </div>
    </li>
  );
}

/** "Shown on the site": saves at once (`action` gets `{ id, is_active }`); goes back if it fails. */
export function RowActiveSwitch({
  id,
  rowId,
  active,
  action,
  label,
  ariaLabel,
  successText,
  failureText,
}: {
  /** The checkbox's id. */
  id: string;
  rowId: string;
  active: boolean;
  action: RowAction;
  label: string;
  ariaLabel: string;
  successText: (next: boolean) => string;
  failureText?: string;
}) {
  const { value, change, pending } = useSavedValue(active, action, (next) => ({
    input: { id: rowId, is_active: next },
    texts: { success: successText(next), failure: failureText },
  }));

  return (
    <Checkbox
      id={id}
      checked={value}
      disabled={pending}
      onChange={(event) => void change(event.currentTarget.checked)}
      aria-label={ariaLabel}
      label={<span className="text-sm">{label}</span>}
      className="me-2 whitespace-nowrap"
    />
  );
}

/** The row's delete button and its confirmation (`action` gets `{ id }`). */
export function RowDeleteButton({
  id,
  action,
  texts,
}: {
  id: string;
  action: RowAction;
  texts: {
    label: string;
    title: string;
    description: string;
    cancel: string;
    confirm: string;
    pending: string;
    success: string;
    failure?: string;
  };
}) {
  const { run } = useAdminAction();
  return (
    <AlertDialog
      trigger={
        <button
          type="button"
          aria-label={texts.label}
          title={texts.label}
          className={cn(ROW_ICON_BUTTON, 'text-closed hover:bg-closed-bg')}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      }
      title={texts.title}
      description={texts.description}
      cancelLabel={texts.cancel}
      confirmLabel={texts.confirm}
      pendingLabel={texts.pending}
      onConfirm={async () =>
        (await run(action, { id }, { success: texts.success, failure: texts.failure })).ok
      }
    />
  );
}
