import { ShieldAlert } from '@/components/icons';
import { Card } from '@/components/ui/card';

/** What a signed-in user without admin rights sees on an admin page (the page's only h1). */
export function AccessDenied({ title, text }: { title: string; text: string }) {
  return (
    <Card
      as="section"
      aria-labelledby="access-denied-title"
      className="mx-auto max-w-xl p-8 text-center"
    >
      <ShieldAlert className="mx-auto size-12 text-closed" aria-hidden="true" />
      <h1 id="access-denied-title" className="mt-4 text-3xl">
        {title}
      </h1>
      <p className="mt-3 text-lg text-ink-soft">{text}</p>
    </Card>
  );
}
