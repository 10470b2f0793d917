import { CheckCircle2 } from '@/components/icons';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';

const POINTS = ['experience', 'coverage', 'service', 'quality'] as const;

/** Who the company is: shared by the home page and /about. */
export async function AboutSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const t = await getTranslations('about');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="about-heading" className="py-16 md:py-24">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="font-bold text-brand">{t('eyebrow')}</p>
          <Heading id="about-heading" className="mt-2 text-3xl md:text-4xl">
            {t('title')}
          </Heading>
          {/* The company's texts (/admin/content): line breaks show as typed. */}
          <p className="mt-5 text-lg whitespace-pre-line text-ink-soft">{t('intro')}</p>
          <p className="mt-4 text-lg whitespace-pre-line text-ink-soft">{t('body')}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {POINTS.map((key) => (
              <li key={key} className="flex gap-3">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-open" />
                <span className="font-semibold">{t(`points.${key}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="relative aspect-[4/3] overflow-hidden rounded-card shadow-card">
          <Image
            src="/images/machines/lobby-1.webp"
            alt={t('imageAlt')}
            fill
            sizes="(min-width: 1024px) 600px, 100vw"
            className="object-cover"
          />
        </div>
      </div>
    </section>
  );
}
