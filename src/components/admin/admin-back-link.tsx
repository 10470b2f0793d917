import { ArrowLeft } from '@/components/icons';
import Link from 'next/link';
import type { ReactNode } from 'react';

/** The link above an admin page's h1, back to the list it was opened from. */
export function AdminBackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="mb-2 inline-flex min-h-11 items-center gap-1.5 rounded-full font-semibold text-brand underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
      {children}
    </Link>
  );
}
