import type { ReactNode } from 'react';

/** The dark closing band of a page: heading, a line of text and calls to action. */
export function CtaBand({
  headingId,
  title,
  text,
  children,
}: {
  headingId: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="bg-ink py-16 text-white md:py-20">
      <div className="container-page flex flex-col items-center text-center">
        <h2 id={headingId} className="max-w-3xl text-3xl md:text-4xl">
          {title}
        </h2>
        <p className="mt-3 max-w-xl text-lg text-white/85">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
