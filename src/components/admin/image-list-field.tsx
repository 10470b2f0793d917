'use client';

import { AlertCircle, Check, ImagePlus, Star, X } from '@/components/icons';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { useHydrated } from '@/components/ui/use-hydrated';
import { isRemoteImage } from '@/config/images';
import { MAX_UPLOAD_BYTES, UPLOAD_ENDPOINT, type UploadFolder } from '@/lib/media/limits';
import { RowIconButton, RowMoveButtons } from './row-icon-button';
import { useOrderedList } from './use-ordered-list';

/**
 * The pictures of a machine, product, rental or post in a form: the ordered list of image URLs
 * (the first is the main picture), with upload (several files at once, each with its own
 * progress and result), remove, move earlier/later and "make main". The form receives the list
 * as hidden inputs `${name}[]` in order (the admin action wrapper turns them into an array).
 *
 * Each chosen (or dropped) file is sent on its own to POST /api/admin/uploads (at most two at a
 * time), which checks, re-encodes and stores it and answers its `/uploads/…` URL; stored
 * pictures join the list in the order they were chosen. Files the browser can already tell are
 * refused (over 10 MB, empty, not an image, SVG) show the server's message without being sent;
 * the server decides the rest. Removing a picture only takes it off the list: the form's save
 * deletes the files nothing uses any more.
 */
export type { UploadFolder };

export type ImageListFieldProps = {
  /** Form field name: one hidden input `${name}[]` per image URL, in display order. */
  name: string;
  /** Where uploads go: machines → machine-images/, products → machine-images/products/, blog → blog-images/. */
  folder: UploadFolder;
  /** The URLs the form starts with (edit: the saved list; new: []). */
  defaultValue: readonly string[];
  /** The fieldset's legend. */
  label: string;
  /** Called with true while any upload runs and false when all have settled (forms disable Save). */
  onBusyChange?: (busy: boolean) => void;
  /** After a batch of uploads settles: how many files were stored and how many were refused. */
  onUploadsSettled?: (result: { uploaded: number; failed: number }) => void;
  /** Disables uploading and reordering (e.g. while the form saves). */
  disabled?: boolean;
  /** Replaces the hint under the legend (formats, size limit, "the first is the main picture"). */
  hint?: string;
  /**
   * The most pictures the list holds (none: no limit). A batch is cut to `max` files, and a
   * stored upload that would go past the limit replaces the last earlier picture: with `max={1}`
   * (a post's one picture) choosing a file replaces the picture, one file at a time, and the
   * picture has no "main" mark or move buttons. Say so in `hint`.
   */
  max?: number;
};

/** Files sent at the same time. */
const PARALLEL_UPLOADS = 2;

type Item = {
  key: string;
  url: string;
  /** For pictures uploaded here: their batch and place in it, so they keep the chosen order. */
  batch?: number;
  index?: number;
};

type Row = {
  id: number;
  name: string;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  loaded: number;
  total: number;
  message?: string;
};

type Reason = 'empty' | 'tooLarge' | 'svg' | 'notImage' | 'failed' | 'network';

type Sent = { ok: true; url: string } | { ok: false; message: string };

type Action = 'earlier' | 'later' | 'main' | 'remove';

export function ImageListField({
  name,
  folder,
  defaultValue,
  label,
  onBusyChange,
  onUploadsSettled,
  disabled = false,
  hint,
  max,
}: ImageListFieldProps) {
  const t = useTranslations('backOffice.uploads');
  const hydrated = useHydrated();
  const hintId = useId();
  const {
    items,
    setItems,
    listRef,
    endRef: dropZone,
    move: reorder,
    remove: removeItem,
  } = useOrderedList<Item, Action>(() =>
    defaultValue.map((url, i) => ({ key: `saved-${i}`, url })),
  );
  const [rows, setRows] = useState<Row[]>([]);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [announcements, setAnnouncements] = useState<{ id: number; text: string }[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const counter = useRef(0);
  const callbacks = useRef({ onBusyChange, onUploadsSettled });
  useEffect(() => {
    callbacks.current = { onBusyChange, onUploadsSettled };
  });
  // Closing the form stops its uploads; nothing is reported to a form that is gone.
  const running = useRef(new Set<XMLHttpRequest>());
  const mounted = useRef(true);
  useEffect(() => {
    const requests = running.current;
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const request of requests) request.abort();
    };
  }, []);

  const nextId = () => ++counter.current;
  const announce = (text: string) =>
    setAnnouncements((previous) => [...previous.slice(-4), { id: nextId(), text }]);
  const reasonText = (reason: Reason) => t(`reasons.${reason}`);
  const updateRow = (id: number, change: Partial<Row>) =>
    setRows((previous) => previous.map((row) => (row.id === id ? { ...row, ...change } : row)));

  /** One file to the server, reporting its progress on its row. */
  const send = (file: File, rowId: number): Promise<Sent> =>
    new Promise((resolve) => {
      const request = new XMLHttpRequest();
      request.open('POST', `${UPLOAD_ENDPOINT}?folder=${encodeURIComponent(folder)}`);
      request.setRequestHeader('Content-Type', 'application/octet-stream');
      request.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
      request.responseType = 'json';
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) updateRow(rowId, { loaded: event.loaded, total: event.total });
      };
      request.onload = () => {
        const body = request.response as
          { ok: true; url: string } | { ok: false; message?: string } | null;
        if (request.status === 201 && body?.ok) resolve({ ok: true, url: body.url });
        else
          resolve({
            ok: false,
            message:
              (body && !body.ok && body.message) ||
              reasonText(request.status === 413 ? 'tooLarge' : 'failed'),
          });
      };
      request.onerror = () => resolve({ ok: false, message: reasonText('network') });
      request.onabort = request.onerror;
      request.onloadend = () => running.current.delete(request);
      running.current.add(request);
      updateRow(rowId, { state: 'uploading' });
      request.send(file);
    });

  async function upload(chosen: File[]) {
    const files = max === undefined ? chosen : chosen.slice(0, max);
    if (files.length === 0 || busy || disabled) return;
    const batch = nextId();
    const entries = files.map((file, index) => ({
      file,
      index,
      rowId: nextId(),
      refusal: precheck(file),
    }));
    setRows(
      entries.map(({ file, rowId, refusal }) => ({
        id: rowId,
        name: file.name,
        state: refusal ? 'failed' : 'waiting',
        loaded: 0,
        total: file.size,
        message: refusal ? reasonText(refusal) : undefined,
      })),
    );
    setBusy(true);
    callbacks.current.onBusyChange?.(true);

    let uploaded = 0;
    let failed = 0;
    for (const { file, refusal } of entries) {
      if (!refusal) continue;
      failed++;
      announce(t('resultFailed', { name: file.name, message: reasonText(refusal) }));
    }
    const queue = entries.filter((entry) => !entry.refusal);
    const worker = async () => {
      for (let entry = queue.shift(); entry && mounted.current; entry = queue.shift()) {
        const result = await send(entry.file, entry.rowId);
        if (result.ok) {
          uploaded++;
          updateRow(entry.rowId, { state: 'done', loaded: entry.file.size });
          const item = { key: `new-${entry.rowId}`, url: result.url, batch, index: entry.index };
          setItems((previous) => keepAtMost(max, insertInChosenOrder(previous, item), batch));
          announce(t('resultUploaded', { name: entry.file.name }));
        } else {
          failed++;
          updateRow(entry.rowId, { state: 'failed', message: result.message });
          announce(t('resultFailed', { name: entry.file.name, message: result.message }));
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, worker));

    if (!mounted.current) return;
    setBusy(false);
    callbacks.current.onBusyChange?.(false);
    callbacks.current.onUploadsSettled?.({ uploaded, failed });
  }

  function precheck(file: File): Reason | null {
    if (file.size === 0) return 'empty';
    if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
    if (file.type === 'image/svg+xml') return 'svg';
    if (file.type !== '' && !file.type.startsWith('image/')) return 'notImage';
    return null;
  }

  function move(from: number, to: number, action: Action) {
    if (!reorder(from, to, action)) return;
    announce(
      to === 0 && action === 'main'
        ? t('madeMain')
        : t('moved', { position: to + 1, count: items.length }),
    );
  }

  function remove(index: number) {
    removeItem(index, 'remove');
    announce(t('removed'));
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload([...event.dataTransfer.files]);
  };
  const locked = disabled || busy || !hydrated;
  // One picture has no order: no "main" mark, no moving.
  const ordered = max !== 1;
  const settled = rows.length > 0 && !busy;

  return (
    <fieldset className="min-w-0" aria-describedby={hintId}>
      <legend className="text-base font-semibold">{label}</legend>
      <p id={hintId} className="mt-1 text-sm text-ink-soft">
        {hint ?? t('hint')}
      </p>

      <div
        ref={dropZone}
        onDragOver={(event) => {
          event.preventDefault();
          if (!locked) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => (locked ? event.preventDefault() : onDrop(event))}
        className={cn(
          'mt-3 flex flex-col items-center justify-center gap-2 rounded-card border-2 border-dashed px-4 py-5 text-center transition-colors sm:flex-row sm:gap-4',
          dragging ? 'border-brand bg-brand-warm-light/40' : 'border-ink/25 bg-cream/60',
        )}
      >
        <Button variant="secondary" disabled={locked} onClick={() => fileInput.current?.click()}>
          <ImagePlus aria-hidden="true" className="size-5" />
          {t('button')}
        </Button>
        <span className="text-sm text-ink-soft">{t('dropHint')}</span>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple={max !== 1}
          hidden
          tabIndex={-1}
          aria-label={t('button')}
          disabled={locked}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // The same file may be chosen again after a refusal.
            event.target.value = '';
            void upload(files);
          }}
        />
      </div>

      {rows.length > 0 && (
        <section aria-label={t('uploadsLabel')} className="mt-3">
          <ul className="grid items-start gap-2 sm:grid-cols-2">
            {rows.map((row) => (
              <UploadRow key={row.id} row={row} />
            ))}
          </ul>
          {settled && (
            <Button
              variant="ghost"
              className="mt-1 min-h-11 px-3 text-sm"
              onClick={() => setRows([])}
            >
              <X aria-hidden="true" className="size-4" />
              {t('dismiss')}
            </Button>
          )}
        </section>
      )}

      {items.length === 0 ? (
        <p className="mt-4 rounded-card bg-cream px-4 py-6 text-center text-sm text-ink-soft ring-1 ring-line">
          {t('empty')}
        </p>
      ) : (
        <ol ref={listRef} aria-label={t('listLabel')} className="mt-4 grid gap-3 sm:grid-cols-2">
          {items.map((item, index) => {
            const number = index + 1;
            return (
              <li
                key={item.key}
                data-key={item.key}
                className={cardClass('flex items-center gap-3 p-2.5')}
              >
                <div className="relative aspect-[4/3] w-20 shrink-0 overflow-hidden rounded-lg bg-cream ring-1 ring-line sm:w-28">
                  <Image
                    src={item.url}
                    alt={t('imageAlt', { number })}
                    fill
                    sizes="112px"
                    unoptimized={isRemoteImage(item.url)}
                    className="object-cover"
                  />
                  {ordered && index === 0 && (
                    <span className="absolute start-1 top-1 rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white shadow ring-2 ring-white">
                      {t('main')}
                    </span>
                  )}
                </div>
                <RowMoveButtons
                  index={index}
                  count={items.length}
                  disabled={disabled}
                  layout="grid"
                  movable={ordered}
                  labels={{
                    earlier: t('moveEarlier', { number }),
                    later: t('moveLater', { number }),
                    remove: t('remove', { number }),
                  }}
                  onMove={(to, action) => move(index, to, action)}
                  onRemove={() => remove(index)}
                >
                  {ordered && (
                    <RowIconButton
                      action="main"
                      label={t('makeMain', { number })}
                      disabled={disabled || index === 0}
                      onClick={() => move(index, 0, 'main')}
                    >
                      <Star aria-hidden="true" className="size-5" />
                    </RowIconButton>
                  )}
                </RowMoveButtons>
              </li>
            );
          })}
        </ol>
      )}

      {items.map((item) => (
        <input key={item.key} type="hidden" name={`${name}[]`} value={item.url} />
      ))}

      <div role="status" aria-live="polite" className="sr-only">
        {announcements.map((message) => (
          <p key={message.id}>{message.text}</p>
        ))}
      </div>
    </fieldset>
  );
}

/** One file of the current batch: its name, a real progress bar, then ✓ or why it was refused. */
function UploadRow({ row }: { row: Row }) {
  const t = useTranslations('backOffice.uploads');
  const running = row.state === 'waiting' || row.state === 'uploading';
  return (
    <li
      className={cn(
        'rounded-xl px-3 py-2 text-sm ring-1',
        row.state === 'failed' ? 'bg-closed-bg/60 ring-closed/25' : 'bg-white ring-line',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <span className="min-w-0 truncate font-semibold" dir="auto" title={row.name}>
          {row.name}
        </span>
        {row.state === 'done' && (
          <span className="inline-flex shrink-0 items-center gap-1 font-semibold text-open">
            <Check aria-hidden="true" className="size-4" />
            {t('uploaded')}
          </span>
        )}
        {row.state === 'waiting' && <span className="shrink-0 text-ink-soft">{t('waiting')}</span>}
        {row.state === 'uploading' && (
          <span className="shrink-0 text-ink-soft tabular-nums" dir="ltr">
            {Math.round((100 * row.loaded) / Math.max(row.total, 1))}%
          </span>
        )}
      </div>
      {running && (
        <progress
          value={row.loaded}
          max={Math.max(row.total, 1)}
          aria-label={t('progress', { name: row.name })}
          className="mt-1.5 block h-2 w-full overflow-hidden rounded-full accent-brand [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-brand"
        />
      )}
      {row.state === 'failed' && (
        <p className="mt-0.5 flex items-start gap-1.5 font-semibold text-closed">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {row.message}
        </p>
      )}
    </li>
  );
}

/** The list cut to `max` pictures: the last pictures older than `batch` make room for it. */
function keepAtMost(max: number | undefined, items: Item[], batch: number): Item[] {
  const kept = [...items];
  while (max !== undefined && kept.length > max) {
    const older = kept.findLastIndex((item) => item.batch !== batch);
    kept.splice(older === -1 ? 0 : older, 1);
  }
  return kept;
}

/** Adds an uploaded picture after those of its batch chosen before it (uploads finish out of order). */
function insertInChosenOrder(items: Item[], item: Item): Item[] {
  const batch = items
    .map((other, at) => ({ index: other.index ?? -1, at, same: other.batch === item.batch }))
    .filter((other) => other.same);
  const own = item.index ?? 0;
  const before = batch.filter((other) => other.index < own).at(-1);
  const after = batch.find((other) => other.index > own);
  const at = before ? before.at + 1 : after ? after.at : items.length;
  return [...items.slice(0, at), item, ...items.slice(at)];
}
