import Link from 'next/link';
import type { ReactNode } from 'react';
import { ChevronLeft, type IconComponent } from '@/components/icons';
import { cardClass } from '@/components/ui/card';

/**
 * One figure of the back office (a title and icon, the value large, a hint under it), as a card;
 * with `href` the whole card is a link that ends with `open` ("to the inquiries →").
 */
export function StatCard({
  title,
  icon: Icon,
  value,
  hint,
  href,
  open,
}: {
  title: string;
  icon: IconComponent;
  value: ReactNode;
  hint: ReactNode;
  href?: string;
  open?: string;
}) {
  const body = (
    <>
      <span className="flex items-start justify-between gap-2">
        <span className="leading-snug font-semibold">{title}</span>
        <Icon aria-hidden="true" className="size-6 shrink-0 text-brand" />
      </span>
      <span className="text-3xl leading-none font-extrabold tabular-nums md:text-4xl">{value}</span>
      <span className="text-sm text-ink-soft">{hint}</span>
    </>
  );
  if (!href)
    return <div className={cardClass('flex h-full flex-col gap-2 p-4 md:p-5')}>{body}</div>;
  return (
    <Link
      href={href}
      className={cardClass(
        'group flex h-full flex-col gap-2 p-4 transition-shadow hover:shadow-lg hover:ring-brand md:p-5',
      )}
    >
      {body}
      <span className="mt-auto flex items-center gap-1 pt-2 text-sm font-semibold text-brand group-hover:underline">
        {open}
        <ChevronLeft aria-hidden="true" className="size-4 ltr:rotate-180" />
      </span>
    </Link>
  );
}

type StatCardProps = Parameters<typeof StatCard>[0];

/**
 * A named row of figures (two columns on a phone, four from `xl`): the analytics screen's summary
 * and the dashboard home's visits. `title` names the section for screen readers only.
 */
export function StatCardGrid({
  id,
  title,
  cards,
  className,
}: {
  id: string;
  title: string;
  cards: (StatCardProps & { key: string })[];
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="sr-only">
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:gap-4 xl:grid-cols-4">
        {cards.map(({ key, ...card }) => (
          <li key={key}>
            <StatCard {...card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
