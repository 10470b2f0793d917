import { ExternalLink as ExternalLinkIcon } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { TitledSection } from '@/components/ui/titled-section';
import type { ExternalLink } from '@/db/schema';

/** The post's "Useful links", each opening in a new tab (nothing when the post has none). */
export async function PostLinks({ links }: { links: ExternalLink[] }) {
  if (links.length === 0) return null;
  const t = await getTranslations('blog');
  return (
    <TitledSection headingId="useful-links" title={t('usefulLinks')} className="mt-10">
      <ul className="mt-4 grid gap-2">
        {links.map((link) => (
          <li key={link.url}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline decoration-2 underline-offset-4 hover:text-brand-dark"
            >
              {link.title}
              <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only"> {t('opensInNewWindow')}</span>
            </a>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
