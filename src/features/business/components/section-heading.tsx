/** An h2 with its subline, as the sections of the business pages open. */
export function SectionHeading({
  id,
  title,
  subtitle,
  centered,
}: {
  id: string;
  title: string;
  subtitle?: string;
  centered?: boolean;
}) {
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <h2 id={id} className="text-3xl md:text-4xl">
        {title}
      </h2>
      {subtitle && <p className="mt-3 text-lg text-ink-soft">{subtitle}</p>}
    </div>
  );
}
