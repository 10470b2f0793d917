import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { Role } from '@/db/schema';
import { Card } from '@/components/ui/card';
import { ADMIN_PAGE_KEYS, ADMIN_PAGES } from '@/lib/admin/pages';
import { mayOpenPage } from '@/lib/admin/roles';

/**
 * The dashboard home of a role without the leads (an editor): a card per section that is theirs,
 * so the first screen after sign-in leads somewhere instead of being empty.
 */
export async function SectionShortcuts({ role }: { role: Role | undefined }) {
  const t = await getTranslations('backOffice');
  const sections = ADMIN_PAGE_KEYS.filter((key) => key !== 'dashboard' && mayOpenPage(role, key));
  return (
    <section aria-labelledby="section-shortcuts-title" className="mt-6">
      <h2 id="section-shortcuts-title" className="text-2xl">
        {t('home.yourSections')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map((key) => (
          <Card as="li" key={key} className="p-0">
            <Link
              href={ADMIN_PAGES[key]}
              className="flex min-h-16 items-center rounded-[inherit] p-5 text-lg font-semibold text-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {t(`pages.${key}`)}
            </Link>
          </Card>
        ))}
      </ul>
    </section>
  );
}
