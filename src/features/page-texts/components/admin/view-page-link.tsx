import { useTranslations } from 'next-intl';
import { ExternalLink } from '@/components/icons';

/** "צפייה בעמוד": the public page that shows these texts, in a new tab (said to a screen reader). */
export function ViewPageLink({ href }: { href: string }) {
  const t = useTranslations('backOffice.pageTexts');
  const a11y = useTranslations('a11y');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand underline underline-offset-4"
    >
      {t('viewPage')}
      <span className="sr-only"> {a11y('opensNewWindow')}</span>
      <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
    </a>
  );
}
