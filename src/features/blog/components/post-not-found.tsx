import { FileQuestion } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { BackToBlogLink } from './back-to-blog-link';

/** An unknown or removed post (spec: "Post Not Found") with the way back to the blog. */
export async function PostNotFound() {
  const t = await getTranslations('blog');
  return (
    <section className="container-page flex flex-col items-center py-24 text-center md:py-32">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-cream text-brand">
        <FileQuestion aria-hidden="true" className="size-10" />
      </span>
      <h1 className="mt-6 text-3xl md:text-4xl">{t('notFoundTitle')}</h1>
      <p className="mt-4 max-w-prose text-lg text-ink-soft">{t('notFoundText')}</p>
      <BackToBlogLink variant="primary" className="mt-8" />
    </section>
  );
}
