import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { cardClass } from '@/components/ui/card';
import { PAGE_TEXTS } from '@/config/page-texts';
import { ViewPageLink } from './view-page-link';

/** /admin/content: the pages whose texts the company edits, each with "edit" and "view page". */
export async function PageTextsIndex() {
  const t = await getTranslations('backOffice.pageTexts');
  return (
    <div className="grid gap-4">
      <p className="max-w-2xl text-ink-soft">{t('intro')}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {PAGE_TEXTS.map((page) => (
          <li key={page.id} className={cardClass('flex flex-col gap-3 p-4')}>
            <h2 className="text-lg font-bold">{t(`pages.${page.id}`)}</h2>
            <p className="text-sm text-ink-soft">{t(`descriptions.${page.id}`)}</p>
            <div className="mt-auto flex flex-wrap items-center gap-4">
              <Link
                href={`/admin/content/${page.id}`}
                className="font-semibold text-brand underline underline-offset-4"
              >
                {t('edit', { page: t(`pages.${page.id}`) })}
              </Link>
              <ViewPageLink href={page.view} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
