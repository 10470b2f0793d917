import { getTranslations } from 'next-intl/server';

/** Shown while the machines are read (spec: "Lists show a loading spinner with loading text"). */
export default async function LocationsLoading() {
  const t = await getTranslations('locationsPage');
  return (
    <div
      role="status"
      className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16 text-ink-soft"
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-warm-light border-t-brand"
      />
      <p className="text-lg font-semibold">{t('loading')}</p>
    </div>
  );
}
