import { CircleCheck, Clock, ExternalLink, FilePen, Pencil } from '@/components/icons';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { adminEditPostPath } from '../../admin-paths';
import type { PostState } from '../../publishing';
import { scheduleParts } from './post-state';

const ICONS = { draft: FilePen, scheduled: Clock, published: CircleCheck } as const;
const TONES = {
  draft: 'border-brand-warm bg-soon-bg',
  scheduled: 'border-brand-warm bg-soon-bg',
  published: 'border-open bg-open-bg',
} as const;

/**
 * The strip on top of a post's preview, for the admin: "תצוגה מקדימה — טיוטה, הפוסט אינו מוצג
 * באתר" / scheduled with its Israel time / published, with the way back to the post's form (and
 * for a public post, its page on the site). In the back office's language (Hebrew, right to left)
 * whatever the language of the post around it.
 */
export async function PreviewBanner({
  id,
  state,
  publishAt,
  publicPath,
}: {
  id: string;
  state: PostState;
  publishAt: Date;
  /** The post's public page, when visitors can see it. */
  publicPath?: string;
}) {
  const t = await getTranslations({ locale: 'he', namespace: 'backOffice.blogAdmin.preview' });
  const Icon = ICONS[state];
  const b = (chunks: ReactNode) => <strong className="font-extrabold">{chunks}</strong>;
  const text =
    state === 'scheduled'
      ? t.rich('scheduled', {
          ...(await scheduleParts(publishAt)),
          b,
          when: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
        })
      : t.rich(state, { b });

  return (
    <div
      lang="he"
      dir="rtl"
      data-testid="preview-banner"
      data-post-state={state}
      className={cn('border-b-4 text-ink', TONES[state])}
    >
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-3">
        <p className="flex items-center gap-3 text-lg">
          <Icon aria-hidden="true" className="size-6 shrink-0 text-brand" />
          <span>{text}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          {publicPath && (
            <Link href={publicPath} className={buttonClass('ghost', 'px-4')}>
              <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t('publicPage')}
            </Link>
          )}
          <Link href={adminEditPostPath(id)} className={buttonClass('secondary', 'px-4')}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('edit')}
          </Link>
        </div>
      </div>
    </div>
  );
}
