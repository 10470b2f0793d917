import { PageSection } from '@/components/ui/page-section';

export type Step = { key: string; title: string; text: string };

/**
 * A numbered process as an ordered list: vertical on phones, a horizontal line of numbered
 * circles from md up. The connectors are decorative; the numbers are real text.
 */
function StepLine({ steps }: { steps: Step[] }) {
  return (
    <ol className="mt-12 grid gap-8 md:grid-cols-4 md:gap-6">
      {steps.map((step, index) => (
        <li
          key={step.key}
          className="relative flex gap-4 md:flex-col md:items-center md:gap-5 md:text-center"
        >
          {index < steps.length - 1 && (
            <span
              aria-hidden="true"
              className="absolute start-[23px] top-14 -bottom-6 w-0.5 bg-brand/25 md:start-[calc(50%+2.25rem)] md:top-[23px] md:bottom-auto md:h-0.5 md:w-[calc(100%-3rem)]"
            />
          )}
          <span className="relative inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand text-xl font-extrabold text-white shadow-card">
            {index + 1}
          </span>
          <div>
            <h3 className="text-xl">{step.title}</h3>
            <p className="mt-2 text-ink-soft md:mx-auto md:max-w-60">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** A centred section holding a numbered process ("How to join", "How renting works"). */
export function ProcessSection({
  headingId,
  title,
  subtitle,
  steps,
  className,
}: {
  headingId: string;
  title: string;
  subtitle: string;
  steps: Step[];
  /** Background or border, e.g. "border-t border-line". */
  className?: string;
}) {
  return (
    <PageSection
      headingId={headingId}
      title={title}
      subtitle={subtitle}
      centered
      className={className}
    >
      <StepLine steps={steps} />
    </PageSection>
  );
}
