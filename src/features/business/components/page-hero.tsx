import Image from 'next/image';
import type { ReactNode } from 'react';
import { HeroBand } from '@/components/ui/hero-band';

/**
 * The hero of the business pages (rental, franchising, partners): eyebrow, h1, subline, calls to
 * action and an illustration, on the cream background with the warm glow of the home hero.
 */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  actions,
  extra,
  image,
}: {
  eyebrow: string;
  title: ReactNode;
  subtitle: string;
  actions: ReactNode;
  extra?: ReactNode;
  image: { src: string; alt: string };
}) {
  return (
    <HeroBand glow="large">
      <div className="container-page relative grid items-center gap-10 py-12 md:py-20 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="font-bold text-brand">{eyebrow}</p>
          <h1 className="mt-3 text-4xl md:text-5xl">{title}</h1>
          <p className="mt-5 max-w-xl text-lg text-ink-soft md:text-xl">{subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
          {extra}
        </div>
        <div className="relative mx-auto w-full max-w-xl">
          <Image
            src={image.src}
            alt={image.alt}
            width={1200}
            height={900}
            preload
            fetchPriority="high"
            sizes="(min-width: 1280px) 576px, (min-width: 1024px) 45vw, 100vw"
            className="aspect-[4/3] w-full rounded-card object-cover shadow-card ring-1 ring-line"
          />
        </div>
      </div>
    </HeroBand>
  );
}
