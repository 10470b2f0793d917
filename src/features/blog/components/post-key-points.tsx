import { getTranslations } from 'next-intl/server';
import { Panel } from '@/components/ui/panel';

/** The post's key points as a card with orange dots (nothing when the post has none). */
export async function PostKeyPoints({ points }: { points: string[] }) {
  if (points.length === 0) return null;
  const t = await getTranslations('blog');
  return (
    <Panel headingId="key-points" title={t('keyPoints')} className="mt-12 md:p-8">
      <ul className="mt-5 grid gap-3">
        {points.map((point) => (
          <li key={point} className="flex gap-3 text-lg">
            <span aria-hidden="true" className="mt-2.5 size-2.5 shrink-0 rounded-full bg-brand" />
            {point}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
