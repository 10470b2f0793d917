import { ArrowLeft } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { buttonClass, type ButtonVariant } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';

/** "Back to Blog": the way to the post list from a post and from a missing post. */
export async function BackToBlogLink({
  variant,
  className,
}: {
  variant: ButtonVariant;
  className?: string;
}) {
  const t = await getTranslations('blog');
  return (
    <Link href="/our-blogs" className={buttonClass(variant, className)}>
      <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
      {t('backToBlog')}
    </Link>
  );
}
