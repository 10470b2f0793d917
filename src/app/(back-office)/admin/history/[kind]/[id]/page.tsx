import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AdminPage } from '@/features/auth/components/admin-page';
import { HistoryBackLink, RevisionHistory } from '@/features/revisions/components/history-views';
import { historyParamsSchema, HISTORY_SECTIONS } from '@/features/revisions/schemas';

/** Allowed to block: the item is known only at request time (as /admin/blogs/<id>). */
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOffice.history');
  return { title: t('title') };
}

/**
 * /admin/history/<kind>/<id> — admin only (issue 32): the saved versions of a post, machine,
 * product or rental machine, newest first, with compare and restore.
 */
export default async function HistoryPage({ params }: PageProps<'/admin/history/[kind]/[id]'>) {
  const parsed = historyParamsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const { kind, id } = parsed.data;
  const t = await getTranslations('backOffice.history');
  return (
    <AdminPage
      page={HISTORY_SECTIONS[kind]}
      title={t('title')}
      backLink={<HistoryBackLink kind={kind} id={id} />}
    >
      <RevisionHistory kind={kind} id={id} />
    </AdminPage>
  );
}
