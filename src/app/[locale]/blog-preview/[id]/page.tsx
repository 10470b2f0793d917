import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PostPreview } from '@/features/blog/components/admin/post-preview';
import { pageParams } from '@/i18n/routing';

/**
 * The page renders in one piece instead of streaming behind a Suspense boundary (Cache
 * Components' "blocking route" opt-in; the wait is one session lookup), so that whoever is not
 * an admin gets the not-found page itself in the HTML — not a loading placeholder that turns
 * into it in the browser. Its status stays 200 (the prerendered part of the response, headers
 * included, is sent before the session is read; Next marks the page noindex): a real 404 would
 * need the check before rendering starts (a proxy).
 */
export const instant = false;

/** Admin-only and never for search engines. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'he', namespace: 'backOffice.blogAdmin.preview' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * /blog-preview/<id> and /en/blog-preview/<id> — a post as visitors would see it, whatever its
 * state, to admins only (everyone else: the post's not-found page, never the post).
 */
export default async function BlogPreviewPage({
  params,
}: PageProps<'/[locale]/blog-preview/[id]'>) {
  const { locale, id } = await pageParams(params);
  return <PostPreview locale={locale} id={id} />;
}
