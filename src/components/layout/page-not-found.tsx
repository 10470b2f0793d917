import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';

/** "Page not found" in the route's language with a link home (the site's 404 content). */
export async function PageNotFound() {
  const t = await getTranslations('notFound');
  return (
    <section className="container-page flex flex-col items-center py-24 text-center md:py-32">
      <p className="text-7xl font-extrabold text-brand md:text-8xl" aria-hidden="true">
        {t('code')}
      </p>
      <h1 className="mt-4 text-3xl md:text-4xl">{t('title')}</h1>
      <p className="mt-4 max-w-prose text-lg text-ink-soft">{t('text')}</p>
      <Link href="/" className={buttonClass('primary', 'mt-8')}>
        {t('home')}
      </Link>
    </section>
  );
}
