import { HeroBand } from './hero-band';

/**
 * The text header of list pages (products, locations, blog): eyebrow, the page's h1 and a
 * subline on the cream band with the warm glow of the home hero.
 */
export function PageHeader({
  eyebrow,
  title,
  subtitle,
}: {
  eyebrow: string;
  title: string;
  subtitle: string;
}) {
  return (
    <HeroBand glow="medium" aria-labelledby="page-title">
      <div className="container-page relative py-12 md:py-20">
        <p className="font-bold text-brand">{eyebrow}</p>
        <h1 id="page-title" className="mt-3 text-4xl md:text-5xl">
          {title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-soft md:text-xl">{subtitle}</p>
      </div>
    </HeroBand>
  );
}
