'use client';

import { Plus, Star } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { InputField } from '@/components/ui/input-field';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import type { ProductReview } from '@/db/schema/product-content';
import { PRODUCT_CONTENT_LIMITS } from '../../schemas';
import { RowMoveButtons } from '@/components/admin/row-icon-button';
import { useOrderedList } from '@/components/admin/use-ordered-list';

/** An English input in the Hebrew back office. */
const ENGLISH = { lang: 'en', dir: 'ltr' } as const;

type Item = { key: string; review: ProductReview | null };

/** A review's texts, each in Hebrew and in English: its input's name, label and stored field. */
const TEXTS = {
  name_he: { label: 'reviewNameHe', field: 'nameHe', required: true },
  name_en: { label: 'reviewNameEn', field: 'nameEn', required: false },
  city_he: { label: 'reviewCityHe', field: 'cityHe', required: false },
  city_en: { label: 'reviewCityEn', field: 'cityEn', required: false },
  text_he: { label: 'reviewTextHe', field: 'textHe', required: true },
  text_en: { label: 'reviewTextEn', field: 'textEn', required: false },
} as const;
type Action = 'earlier' | 'later' | 'remove';

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
  const list = useOrderedList<Item, Action>(() =>
    reviews.map((review, index) => ({ key: String(index), review })),
  );
  const { items, listRef, endRef: addRef } = list;
  const [announcement, setAnnouncement] = useState('');

  const full = items.length >= PRODUCT_CONTENT_LIMITS.reviews;

  function add() {
    list.add({ key: String(++counter.current), review: null });
    setAnnouncement(f('reviewAdded', { number: items.length + 1 }));
  }

  function move(from: number, to: number, action: Action) {
    if (list.move(from, to, action))
      setAnnouncement(f('reviewMoved', { position: to + 1, count: items.length }));
  }

  function remove(index: number) {
    list.remove(index, 'remove');
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
            const text = (key: keyof typeof TEXTS) => {
              const { label, field, required } = TEXTS[key];
              return {
                label: f(label),
                labelHint: required && f('required'),
                ...input(key),
                ...(key.endsWith('_en') && ENGLISH),
                defaultValue: review?.[field],
              };
            };
            return (
              <li key={item.key} data-key={item.key}>
                <fieldset className={cardClass('grid min-w-0 gap-4 p-4')}>
                  <legend className="sr-only">{f('reviewTitle', { number })}</legend>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p aria-hidden="true" className="flex items-center gap-2 font-semibold">
                      <Star className="size-5 text-brand-warm" />
                      {f('reviewTitle', { number })}
                    </p>
                    <RowMoveButtons
                      index={index}
                      count={items.length}
                      disabled={disabled}
                      layout="column"
                      labels={{
                        earlier: f('moveReviewUp', { number }),
                        later: f('moveReviewDown', { number }),
                        remove: f('removeReview', { number }),
                      }}
                      onMove={(to, action) => move(index, to, action)}
                      onRemove={() => remove(index)}
                    />
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
                    {(['name_he', 'name_en', 'city_he', 'city_en'] as const).map((key) => (
                      <InputField key={key} {...text(key)} autoComplete="off" />
                    ))}
                  </div>
                  {(['text_he', 'text_en'] as const).map((key) => (
                    <TextareaField key={key} {...text(key)} rows={3} />
                  ))}
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
