import { getTranslations } from 'next-intl/server';
import { PageMessage } from './page-message';

/** "Page not found" in the route's language with a link home (the site's 404 content). */
export async function PageNotFound() {
  const t = await getTranslations('notFound');
  return <PageMessage code={t('code')} title={t('title')} text={t('text')} home={t('home')} />;
}
