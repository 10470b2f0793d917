import { BadgeCheck, CircleCheck, type IconComponent } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { Panel } from '@/components/ui/panel';
import { cn } from '@/components/ui/cn';

const WHY = ['local', 'proven', 'guidance', 'technicians', 'options', 'training'] as const;

/** A list of short lines, each after an icon. */
function MarkedList({
  items,
  icon: Icon,
  iconClassName,
}: {
  items: string[];
  icon: IconComponent;
  /** The icon's colour. */
  iconClassName: string;
}) {
  return (
    <ul className="mt-6 grid gap-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon aria-hidden="true" className={cn('mt-1 size-5 shrink-0', iconClassName)} />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Under a product's overview: its full feature list (white card) beside "why us" (dark card). */
export async function ProductFeatures({ features }: { features: string[] }) {
  const t = await getTranslations('products');
  return (
    <section className="pb-16 md:pb-24">
      <div className="container-page grid gap-8 lg:grid-cols-2">
        <Panel as="div" title={t('featuresTitle')} titleClassName="md:text-3xl" className="md:p-8">
          <MarkedList items={features} icon={CircleCheck} iconClassName="text-open" />
        </Panel>
        <div className="rounded-card bg-ink p-6 text-white shadow-card md:p-8">
          <h2 className="text-2xl md:text-3xl">{t('whyTitle')}</h2>
          <MarkedList
            items={WHY.map((key) => t(`why.${key}`))}
            icon={BadgeCheck}
            iconClassName="text-brand-warm"
          />
        </div>
      </div>
    </section>
  );
}
