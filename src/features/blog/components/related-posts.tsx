import { getLocale, getTranslations } from 'next-intl/server';
import { PageSection } from '@/components/ui/page-section';
import type { LocalizedPost } from '../localize';
import { readRelatedPosts } from '../queries';
import { BlogCardGrid } from './blog-card';

/** "Related Posts" under a post (spec §9); hidden when there are none or the read failed. */
export async function RelatedPosts({ post }: { post: LocalizedPost }) {
  const locale = await getLocale();
  const [t, related] = await Promise.all([getTranslations('blog'), readRelatedPosts(post, locale)]);
  if (related.length === 0) return null;
  return (
    <PageSection headingId="related-posts" title={t('relatedTitle')} className="bg-cream">
      <BlogCardGrid posts={related} />
    </PageSection>
  );
}
