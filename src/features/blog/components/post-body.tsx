import { getTranslations } from 'next-intl/server';
import { renderBody } from '../render-body';

/** The post's excerpt as a highlighted lead paragraph, named "In short" for screen readers. */
export async function PostExcerpt({ excerpt }: { excerpt: string }) {
  if (!excerpt) return null;
  const t = await getTranslations('blog');
  return (
    <p className="mt-8 rounded-card border-s-4 border-brand bg-cream p-5 text-lg font-medium text-ink md:p-6">
      <span className="sr-only">{t('summary')}: </span>
      {excerpt}
    </p>
  );
}

/**
 * The post's body, rendered and cleaned on the server by renderBody (sanitize-html, spec §5) and
 * styled element by element (the HTML carries no classes). Nothing when the body is empty.
 */
export function PostBody({ content }: { content: string }) {
  const body = renderBody(content);
  if (!body) return null;
  return (
    <div
      data-testid="post-body"
      className="mt-8 text-lg leading-8 text-ink [&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_a]:decoration-2 [&_a]:underline-offset-4 [&_a:hover]:text-brand-dark [&_b]:font-bold [&_em]:italic [&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:md:text-3xl [&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:md:text-2xl [&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h5]:mt-6 [&_h5]:font-bold [&_h6]:mt-6 [&_h6]:font-bold [&_i]:italic [&_li]:my-2 [&_li]:ps-1 [&_ol]:my-6 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-6 [&_strong]:font-bold [&_u]:underline [&_u]:decoration-brand-warm [&_u]:decoration-2 [&_u]:underline-offset-4 [&_ul]:my-6 [&_ul]:list-disc [&_ul]:ps-6 [&>:first-child]:mt-0"
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}
