'use client';

import { useEffect, useRef } from 'react';

/** A translucent band that follows the pointer, to keep the eye on one line of text. */
export function ReadingGuide() {
  const band = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const move = (event: PointerEvent) => {
      if (band.current) band.current.style.transform = `translateY(${event.clientY - 20}px)`;
    };
    window.addEventListener('pointermove', move, { passive: true });
    return () => window.removeEventListener('pointermove', move);
  }, []);
  return (
    <div
      ref={band}
      data-testid="reading-guide"
      aria-hidden="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-10 border-y-2 border-ink bg-brand-warm/20"
    />
  );
}
