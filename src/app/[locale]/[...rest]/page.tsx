import { notFound } from 'next/navigation';

// Any path without a page of its own (including /404, the spec's redirect target) is not found.
export default function CatchAll() {
  notFound();
}
