import type { Metadata } from 'next';
import { PostNotFound } from '@/features/blog/components/post-not-found';
import { postNotFoundTitle } from '@/features/blog/metadata';
import { pageParams } from '@/i18n/routing';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/missing/post'>): Promise<Metadata> {
  const { locale } = await pageParams(params);
  return { title: await postNotFoundTitle(locale), robots: { index: false } };
}

/** The server's 404 answer for a post address that leads nowhere ("Post Not Found"). */
export default function MissingPostPage() {
  return <PostNotFound />;
}
