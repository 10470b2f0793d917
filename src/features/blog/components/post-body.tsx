import { getTranslations } from 'next-intl/server';
import { renderBody } from '../render-body';
import { POST_BODY_CLASS } from './post-body-class';

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
      className={`mt-8 ${POST_BODY_CLASS}`}
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}
