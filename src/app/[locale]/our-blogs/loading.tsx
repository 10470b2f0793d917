import { getTranslations } from 'next-intl/server';

/** Six skeleton cards while the posts are read (spec §9), with the loading text. */
export default async function OurBlogsLoading() {
  const t = await getTranslations('blog');
  return (
    <div className="container-page py-12 md:py-16">
      <p role="status" className="flex items-center gap-3 text-lg font-semibold text-ink-soft">
        <span
          aria-hidden="true"
          className="size-6 animate-spin rounded-full border-4 border-brand-warm-light border-t-brand"
        />
        {t('loading')}
      </p>
      <ul aria-hidden="true" className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <li
            key={index}
            data-testid="blog-skeleton"
            className="animate-pulse overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line"
          >
            <div className="aspect-video bg-cream" />
            <div className="grid gap-3 p-6">
              <div className="h-4 w-1/3 rounded-full bg-line" />
              <div className="h-6 w-4/5 rounded-full bg-line" />
              <div className="h-4 w-full rounded-full bg-cream" />
              <div className="h-4 w-11/12 rounded-full bg-cream" />
              <div className="h-4 w-2/3 rounded-full bg-cream" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
