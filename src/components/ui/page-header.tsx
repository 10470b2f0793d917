/**
 * The text header of list pages (products, locations, blog): eyebrow, the page's h1 and a
 * subline on the cream background with the warm glow of the home hero.
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
    <section aria-labelledby="page-title" className="relative overflow-hidden bg-cream">
      <div
        aria-hidden="true"
        className="absolute -end-32 -top-32 size-[24rem] rounded-full bg-brand-warm/20 blur-3xl"
      />
      <div className="container-page relative py-12 md:py-20">
        <p className="font-bold text-brand">{eyebrow}</p>
        <h1 id="page-title" className="mt-3 text-4xl md:text-5xl">
          {title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-soft md:text-xl">{subtitle}</p>
      </div>
    </section>
  );
}
