import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { AdminPage } from '@/features/auth/components/admin-page';
import { HistoryBackLink, RevisionCompare } from '@/features/revisions/components/history-views';
import { historyParamsSchema, HISTORY_SECTIONS } from '@/features/revisions/schemas';

/** Allowed to block: the item and the version are known only at request time. */
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOffice.history');
  return { title: t('compare') };
}

const paramsSchema = historyParamsSchema.extend({ revision: z.uuid() });

/**
 * /admin/history/<kind>/<id>/<revision> — admin only: the fields where the version differs from
 * the item now, and "restore this version" (with a confirmation).
 */
export default async function RevisionPage({
  params,
}: PageProps<'/admin/history/[kind]/[id]/[revision]'>) {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const { kind, id, revision } = parsed.data;
  const t = await getTranslations('backOffice.history');
  return (
    <AdminPage
      page={HISTORY_SECTIONS[kind]}
      title={t('title')}
      backLink={<HistoryBackLink kind={kind} id={id} toHistory />}
    >
      <RevisionCompare kind={kind} id={id} revisionId={revision} />
    </AdminPage>
  );
}
