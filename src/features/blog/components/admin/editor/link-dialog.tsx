'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { buttonClass } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Ltr } from '@/components/ui/ltr';
import { checkLinkUrl, insertLink, type TextEdit } from './markup';

/** The text that becomes a link: the body when the dialog opened and the selected range. */
export type LinkTarget = { value: string; start: number; end: number; text: string };

/**
 * Asks for the address of a link made from the selected text. The address is checked here
 * (checkLinkUrl: http(s), mailto:, tel: or a path of the site); a refused one stays in the field
 * with the reason under it. OK closes the dialog and the field inserts `[text](url)`; closing
 * it in any other way puts the caret back on the selection, unchanged.
 *
 * The dialog is portalled out of the post form in the page, but React events still bubble to
 * it: its own submit stops there.
 */
export function LinkDialog({
  target,
  onClose,
  onInsert,
  textarea,
}: {
  target: LinkTarget | null;
  onClose: () => void;
  /** Called once the dialog has closed, with the edit to apply to the body. */
  onInsert: (edit: TextEdit) => void;
  textarea: RefObject<HTMLTextAreaElement | null>;
}) {
  const t = useTranslations('backOffice.blogAdmin.editor.linkDialog');
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<TextEdit | null>(null);
  /** The last target: the dialog keeps showing it while it closes, and its selection comes back. */
  const [shown, setShown] = useState<LinkTarget | null>(target);
  if (target && target !== shown) setShown(target);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Not the post form's submit (React bubbles through the portal).
    event.stopPropagation();
    if (!target) return;
    const url = input.current?.value ?? '';
    const checked = checkLinkUrl(url);
    if (!checked.ok) {
      setError(checked.reason === 'empty' ? t('urlEmpty') : t('urlInvalid'));
      input.current?.focus();
      return;
    }
    pending.current = insertLink(target, url);
    onClose();
  }

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {shown && (
        <DialogContent
          title={t('title')}
          description={t.rich('description', { text: () => <q>{shown.text}</q> })}
          closeLabel={t('close')}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            setError(null);
            input.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const edit = pending.current;
            pending.current = null;
            if (edit) {
              onInsert(edit);
              return;
            }
            const field = textarea.current;
            const previous = shown;
            field?.focus();
            if (field && previous) field.setSelectionRange(previous.start, previous.end);
          }}
        >
          <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-5">
            <Field
              label={t('url')}
              description={t.rich('urlHint', { ltr: (chunks) => <Ltr>{chunks}</Ltr> })}
              error={error}
            >
              {(control) => (
                <Input
                  {...control}
                  ref={input}
                  type="text"
                  inputMode="url"
                  dir="ltr"
                  autoComplete="url"
                  spellCheck={false}
                  placeholder="https://"
                  aria-required
                  onInput={() => setError(null)}
                />
              )}
            </Field>
            <div className="flex flex-wrap justify-end gap-3">
              <DialogClose className={buttonClass('secondary')}>{t('cancel')}</DialogClose>
              <Button type="submit">{t('insert')}</Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
