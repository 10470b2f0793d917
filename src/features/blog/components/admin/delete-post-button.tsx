'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef } from 'react';
import { RowDeleteButton } from '@/components/admin/admin-list-row';
import { deletePost } from '../../admin-actions';
import { isolated } from '@/lib/text';

/**
 * The card's delete icon and its confirmation (the back office's RowDeleteButton: "למחוק את
 * הפוסט?" … ביטול / מחק; the dialog stays open, with its text, when the delete fails). When the
 * deleted post's card leaves the page, its focused button goes with it: the keyboard continues
 * from the page's content instead of the document's start.
 */
export function DeletePostButton({ id, title }: { id: string; title: string }) {
  const t = useTranslations('backOffice.blogAdmin');
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) setTimeout(() => document.getElementById('main-content')?.focus(), 0);
    },
    [],
  );
  // deletePost as it is, noting whether it succeeded for the focus hand-over above.
  const remove = useCallback<typeof deletePost>(async (previous, input) => {
    const result = await deletePost(previous, input);
    deleted.current = result.ok;
    return result;
  }, []);
  return (
    <RowDeleteButton
      id={id}
      action={remove}
      texts={{
        label: t('list.deleteLabel', { title }),
        title: t('list.deleteTitle'),
        // Isolated (FSI … PDI): an English title keeps its punctuation inside the Hebrew sentence.
        description: t('list.deleteText', { title: isolated(title) }),
        cancel: t('list.cancel'),
        confirm: t('list.confirmDelete'),
        pending: t('list.deleting'),
        success: t('deleted'),
        failure: t('deleteFailed'),
      }}
    />
  );
}
