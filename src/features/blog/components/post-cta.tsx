import { MessageCircle } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';

/** The dark "Want to know more?" box at the end of a post, leading to the contact page. */
export async function PostCta() {
  const t = await getTranslations('blog');
  return (
    <section
      aria-labelledby="post-cta"
      className="mt-12 rounded-card bg-ink p-6 text-white shadow-card md:flex md:items-center md:justify-between md:gap-8 md:p-8"
    >
      <div>
        <h2 id="post-cta" className="text-2xl">
          {t('ctaTitle')}
        </h2>
        <p className="mt-2 text-white/85">{t('ctaText')}</p>
      </div>
      <Link href="/contact" className={buttonClass('onDark', 'mt-6 shrink-0 md:mt-0')}>
        <MessageCircle aria-hidden="true" className="size-5" />
        {t('contactUs')}
      </Link>
    </section>
  );
}
