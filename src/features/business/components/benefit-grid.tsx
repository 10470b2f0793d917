import type { IconComponent } from '@/components/icons';
import { Card } from '@/components/ui/card';
import { PageSection } from '@/components/ui/page-section';

export type Benefit = { key: string; icon: IconComponent; title: string; text: string };

/** Benefit cards with an icon each, 1 / 2 / 3 columns. */
function BenefitGrid({ benefits }: { benefits: Benefit[] }) {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {benefits.map(({ key, icon: Icon, title, text }) => (
        // Icon beside the text on a phone, above it from sm up, and above it on a phone too when
        // the text would get less than 10rem beside the icon (the largest text).
        <Card as="li" key={key} className="flex flex-wrap gap-4 p-6 sm:block md:p-8">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-warm-light text-brand">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-[min(100%,10rem)] flex-1">
            <h3 className="text-xl wrap-break-word sm:mt-5">{title}</h3>
            <p className="mt-2 text-ink-soft">{text}</p>
          </div>
        </Card>
      ))}
    </ul>
  );
}

/** The business pages' "Why …" section: centred heading and subline over the benefit cards. */
export function BenefitsSection({
  title,
  subtitle,
  benefits,
}: {
  title: string;
  subtitle: string;
  benefits: Benefit[];
}) {
  return (
    <PageSection headingId="benefits-heading" title={title} subtitle={subtitle} centered>
      <BenefitGrid benefits={benefits} />
    </PageSection>
  );
}
