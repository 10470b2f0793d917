import { getTranslations } from 'next-intl/server';

/** Shown while an admin page resolves the session on the server. */
export default async function AdminLoading() {
  const t = await getTranslations('backOffice');
  return (
    <p role="status" className="py-16 text-center text-lg text-ink-soft">
      {t('loading')}
    </p>
  );
}
