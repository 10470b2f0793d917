'use client';

import { ExternalLink } from '@/components/icons';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useAdminForm } from '@/lib/admin/use-admin-form';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { BlogLanguage } from '@/db/schema/blog-posts';
import { localizedPath } from '@/i18n/routing';
import { savePost } from '../../../admin-actions';
import type { TwinChoice } from '../../../admin-queries';
import { adminEditPostPath, postPreviewPath } from '../../../admin-paths';
import { postPath } from '../../../localize';
import { BLOG_MULTILINE, blogPostSchema } from '../../../schemas';
import { DraftRecoveryBanner } from '@/lib/admin/draft-recovery-banner';
import { draftKey } from '@/lib/admin/draft-storage';
import { LeaveGuard } from '@/lib/admin/leave-guard';
import { SessionExpiredNotice } from '@/lib/admin/session-expired-notice';
import { useLocalDraft } from '@/lib/admin/use-local-draft';
import { valuesFromRecord, type BlogFormValues, type EditedPost } from './form-values';
import { PostFields } from './post-fields';
import { EditConflictNotice } from '@/lib/admin/edit-conflict-notice';

/**
 * The lists whose refusals name the row among the filled ones: the schema drops blank rows
 * before it checks each internal link's form. Other lists' refusals name the row as sent.
 */
const COUNTED_AMONG_FILLED = new Set(['internal_links']);

/** A refusal of one row of a list: `internal_links.2`, `external_links_url.0`. */
const ROW_ERROR = /^([a-z_]+)\.(\d+)$/;

type PostFormProps = {
  /** What the fields start with (the saved post, or the new-post defaults). */
  values: BlogFormValues;
  /** The saved post; null for a new one. */
  post: EditedPost | null;
  /** The default author of each language (site config). */
  teamName: Record<BlogLanguage, string>;
  /** The posts of each language the twin select offers (the edited one left out). */
  twinChoices: Record<BlogLanguage, TwinChoice[]>;
};

/**
 * The blog post form, fresh on each visit: the router keeps a page it leaves mounted (hidden) and
 * shows it again as it was, which Back should do, but a link to "new post" after one was created
 * would show that post's form (and save into it). Keyed by the router's visit id, a new visit
 * starts from the server's values; Back and Forward still find the form as it was left.
 */
export function PostForm(props: PostFormProps) {
  const { bfcacheId } = useRouter();
  return <PostEditor key={bfcacheId} {...props} />;
}

/**
 * The blog post form, create and edit (spec back-office §2, §3 blog_posts, §5 "Blog form"; issue
 * 10's publishing states): one long page of sections with a save bar that stays in view. Inputs
 * are uncontrolled and the form is never reset, so a refused or failed save keeps everything as
 * typed; refusals show at their fields and the first one in the page gets the focus. A new post,
 * once saved, continues on its edit page (a second save updates it instead of adding another).
 */
function PostEditor({ values, post, teamName, twinChoices }: PostFormProps) {
  const t = useTranslations('backOffice.blogAdmin');
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [uploading, setUploading] = useState(false);
  // A new post's id once saved: a second click before the edit page has loaded updates it.
  const [createdId, setCreatedId] = useState<string | null>(null);
  // The version of the row this form last read or saved: a colleague's save since is refused.
  const [version, setVersion] = useState(post?.version ?? '');
  // Where each refused list row is shown (see COUNTED_AMONG_FILLED), by refusal key.
  const [rowOf, setRowOf] = useState<Record<string, number>>({});
  // A restored local copy remounts the fields (new key) starting from its values.
  const [restored, setRestored] = useState<{ version: number; values: BlogFormValues } | null>(
    null,
  );
  const draft = useLocalDraft({
    formRef,
    storageKey: draftKey('blog', post?.id),
    restore: (copy) =>
      setRestored((last) => ({
        version: (last?.version ?? 0) + 1,
        values: valuesFromRecord(copy, values),
      })),
  });

  const form = useAdminForm({
    schema: blogPostSchema,
    action: savePost,
    multiline: BLOG_MULTILINE,
    success: post || createdId ? t('saved.updated') : t('saved.created'),
    failure: t('saveFailed'),
    onSuccess: (saved) => {
      // Saved: no local copy to offer, nothing to ask before leaving.
      draft.clear();
      setVersion(saved.version);
      const slug = formRef.current?.querySelector<HTMLInputElement>('[name="blog_url"]');
      if (slug) slug.value = saved.blogUrl;
      if (!post) {
        setCreatedId(saved.id);
        router.replace(adminEditPostPath(saved.id));
      }
    },
    onInvalid: (fields) => {
      const form = formRef.current;
      if (!form) return;
      setRowOf(rowPlaces(form, fields));
      // After the hook's own focus (the schema's first field): the first refused one on the page.
      requestAnimationFrame(() => requestAnimationFrame(() => focusFirstRefused(form, fields)));
    },
  });

  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(form.errors)) {
    const row = ROW_ERROR.exec(key);
    errors[row && key in rowOf ? `${row[1]}.${rowOf[key]}` : key] = message;
  }

  const id = post?.id ?? createdId;
  const busy = form.pending || uploading;
  const view = post && {
    href: post.live
      ? localizedPath(post.language, postPath(post.blogUrl))
      : postPreviewPath(post.id, post.language),
    label: post.live ? t('form.view') : t('form.preview'),
  };

  return (
    <form ref={formRef} onSubmit={form.onSubmit} noValidate className="mt-6 max-w-5xl">
      <LeaveGuard when={draft.dirty} keepsCopy />
      <DraftRecoveryBanner draft={draft} className="mb-6 empty:hidden" />
      {form.sessionExpired && <SessionExpiredNotice className="mb-6" />}
      {form.conflict && <EditConflictNotice conflict={form.conflict} className="mb-6" />}
      <input type="hidden" name="id" value={id ?? ''} />
      <input type="hidden" name="version" value={version} />
      <PostFields
        key={restored?.version ?? 0}
        values={restored?.values ?? values}
        errors={errors}
        teamName={teamName}
        twinChoices={twinChoices}
        editing={Boolean(post)}
        wasBlogOfWeek={post?.isBlogOfWeek ?? false}
        pending={form.pending}
        onUploadingChange={setUploading}
        onListChange={draft.markDirty}
      />

      {/* The save bar stays at the bottom of the window while the sections scroll. */}
      <div className="sticky bottom-0 z-20 mt-8 -mx-4 flex flex-wrap items-center justify-end gap-x-4 gap-y-2 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-10px_24px_-16px_rgb(28_31_38/0.35)] backdrop-blur sm:mx-0 sm:rounded-t-card sm:border-x">
        <p role="status" className="me-auto text-sm text-ink-soft">
          {uploading
            ? t('form.uploadingWait')
            : form.pending
              ? t('form.saving')
              : draft.dirty
                ? t('form.unsaved')
                : ''}
        </p>
        {view && (
          <a
            href={view.href}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 font-semibold text-brand underline-offset-4 hover:bg-cream hover:underline"
          >
            <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {view.label}
            <span className="sr-only"> {t('form.newTab')}</span>
          </a>
        )}
        <Button type="submit" disabled={busy} className={cn('min-w-32', busy && 'cursor-wait')}>
          {form.pending ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Where each refused list row is on the page: a refusal counted among the filled rows of its
 * list (blank ones dropped) is moved to the row the admin sees.
 */
function rowPlaces(form: HTMLFormElement, fields: string[]): Record<string, number> {
  const places: Record<string, number> = {};
  for (const field of fields) {
    const row = ROW_ERROR.exec(field);
    if (!row || !COUNTED_AMONG_FILLED.has(row[1]!)) continue;
    const inputs = [...form.querySelectorAll<HTMLInputElement>(`[name="${row[1]}[]"]`)];
    const filled = inputs.flatMap((input, index) => (input.value.trim() ? [index] : []));
    const place = filled[Number(row[2])];
    if (place !== undefined) places[field] = place;
  }
  return places;
}

/** The control of a refused field (a list row's input for `name.index`). */
function controlOf(form: HTMLFormElement, field: string, rowOf: Record<string, number>) {
  const row = ROW_ERROR.exec(field);
  if (!row) return form.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`);
  const inputs = form.querySelectorAll<HTMLElement>(`[name="${CSS.escape(`${row[1]}[]`)}"]`);
  return inputs[rowOf[field] ?? Number(row[2])] ?? null;
}

function focusFirstRefused(form: HTMLFormElement, fields: string[]) {
  const places = rowPlaces(form, fields);
  const first = fields
    .map((field) => controlOf(form, field, places))
    .filter((control): control is HTMLElement => control !== null && !control.closest('[hidden]'))
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
  if (!first) return;
  first.focus({ preventScroll: true });
  first.scrollIntoView({ block: 'center' });
}
