'use client';

import { ChevronDown, ChevronUp, Plus, Star, Trash2 } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { InputField } from '@/components/ui/input-field';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import type { ProductReview } from '@/db/schema/product-content';
import { PRODUCT_CONTENT_LIMITS } from '../../schemas';
import { RowIconButton as IconButton } from '@/components/admin/row-icon-button';

/** An English input in the Hebrew back office. */
const ENGLISH = { lang: 'en', dir: 'ltr' } as const;

type Item = { key: number; review: ProductReview | null };
type Action = 'up' | 'down' | 'remove';

/**
 * A product's customer reviews in its form: each one a group (rating 1–5, name, city and text in
 * Hebrew and English) that can be moved up or down or removed, and "add a review". The inputs are
 * named `reviews.<index>.<field>` in the list's order (the schema makes the list of them), and stay
 * uncontrolled, so that what was typed survives a refused save and a move.
 */
export function ProductReviewsField({
  reviews,
  errors,
  disabled = false,
}: {
  /** The stored reviews (a new product: none). */
  reviews: readonly ProductReview[];
  errors: Record<string, string>;
  disabled?: boolean;
}) {
  const f = useTranslations('backOffice.productsAdmin.form');
  const counter = useRef(reviews.length);
  const [items, setItems] = useState<Item[]>(() => reviews.map((review, key) => ({ key, review })));
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<{ key: number; action: Action | 'added' } | 'add' | null>(null);

  // After a move, focus stays on the button pressed (or its twin at the list's end); after a
  // removal it goes to the next review (or "add"); a new review's rating gets it.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target === 'add') return addRef.current?.querySelector('button')?.focus();
    const item = listRef.current?.querySelector(`[data-review="${target.key}"]`);
    if (target.action === 'added') return item?.querySelector<HTMLElement>('select')?.focus();
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]`);
    const fallback = item?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    (wanted && !wanted.disabled ? wanted : fallback)?.focus();
  }, [items]);

  const full = items.length >= PRODUCT_CONTENT_LIMITS.reviews;

  function add() {
    const key = ++counter.current;
    pendingFocus.current = { key, action: 'added' };
    setItems([...items, { key, review: null }]);
    setAnnouncement(f('reviewAdded', { number: items.length + 1 }));
  }

  function move(from: number, to: number, action: Action) {
    if (to < 0 || to >= items.length) return;
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    pendingFocus.current = { key: moved!.key, action };
    setItems(next);
    setAnnouncement(f('reviewMoved', { position: to + 1, count: items.length }));
  }

  function remove(index: number) {
    const neighbour = items[index + 1] ?? items[index - 1];
    pendingFocus.current = neighbour ? { key: neighbour.key, action: 'remove' } : 'add';
    setItems(items.filter((_, i) => i !== index));
    setAnnouncement(f('reviewRemoved'));
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-ink-soft">{f('reviewsHint')}</p>
      {errors.reviews && (
        <p role="alert" className="text-sm font-semibold text-closed">
          {errors.reviews}
        </p>
      )}
      {items.length === 0 ? (
        <p className="rounded-card bg-cream px-4 py-6 text-center text-sm text-ink-soft ring-1 ring-line">
          {f('reviewsEmpty')}
        </p>
      ) : (
        <ol ref={listRef} className="grid gap-4" aria-label={f('reviewsList')}>
          {items.map((item, index) => {
            const number = index + 1;
            const name = (field: string) => `reviews.${index}.${field}`;
            const input = (field: string) => ({ name: name(field), error: errors[name(field)] });
            const review = item.review;
            return (
              <li key={item.key} data-review={item.key}>
                <fieldset className={cardClass('grid min-w-0 gap-4 p-4')}>
                  <legend className="sr-only">{f('reviewTitle', { number })}</legend>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p aria-hidden="true" className="flex items-center gap-2 font-semibold">
                      <Star className="size-5 text-brand-warm" />
                      {f('reviewTitle', { number })}
                    </p>
                    <div className="flex gap-1">
                      <IconButton
                        action="up"
                        label={f('moveReviewUp', { number })}
                        disabled={disabled || index === 0}
                        onClick={() => move(index, index - 1, 'up')}
                      >
                        <ChevronUp aria-hidden="true" className="size-5" />
                      </IconButton>
                      <IconButton
                        action="down"
                        label={f('moveReviewDown', { number })}
                        disabled={disabled || index === items.length - 1}
                        onClick={() => move(index, index + 1, 'down')}
                      >
                        <ChevronDown aria-hidden="true" className="size-5" />
                      </IconButton>
                      <IconButton
                        action="remove"
                        label={f('removeReview', { number })}
                        disabled={disabled}
                        onClick={() => remove(index)}
                        danger
                      >
                        <Trash2 aria-hidden="true" className="size-5" />
                      </IconButton>
                    </div>
                  </div>
                  <SelectField
                    label={f('reviewRating')}
                    {...input('rating')}
                    defaultValue={String(review?.rating ?? 5)}
                    className="sm:max-w-60"
                  >
                    {[5, 4, 3, 2, 1].map((rating) => (
                      <option key={rating} value={rating}>
                        {f('ratingOption', { rating })}
                      </option>
                    ))}
                  </SelectField>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <InputField
                      label={f('reviewNameHe')}
                      labelHint={<span className="text-closed">{f('required')}</span>}
                      {...input('name_he')}
                      defaultValue={review?.nameHe}
                      autoComplete="off"
                    />
                    <InputField
                      label={f('reviewNameEn')}
                      {...input('name_en')}
                      {...ENGLISH}
                      defaultValue={review?.nameEn}
                      autoComplete="off"
                    />
                    <InputField
                      label={f('reviewCityHe')}
                      {...input('city_he')}
                      defaultValue={review?.cityHe}
                      autoComplete="off"
                    />
                    <InputField
                      label={f('reviewCityEn')}
                      {...input('city_en')}
                      {...ENGLISH}
                      defaultValue={review?.cityEn}
                      autoComplete="off"
                    />
                  </div>
                  <TextareaField
                    label={f('reviewTextHe')}
                    labelHint={<span className="text-closed">{f('required')}</span>}
                    {...input('text_he')}
                    rows={3}
                    defaultValue={review?.textHe}
                  />
                  <TextareaField
                    label={f('reviewTextEn')}
                    {...input('text_en')}
                    {...ENGLISH}
                    rows={3}
                    defaultValue={review?.textEn}
                  />
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <div ref={addRef}>
        <Button variant="secondary" disabled={disabled || full} onClick={add}>
          <Plus aria-hidden="true" className="size-5" />
          {f('addReview')}
        </Button>
        {full && <p className="mt-1.5 text-sm text-ink-soft">{f('reviewsFull')}</p>}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
