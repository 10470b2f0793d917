'use client';

import { useTranslations } from 'next-intl';
import type { CSSProperties, ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { FallbackImage } from '@/components/ui/fallback-image';
import { DEFAULT_SHARE_IMAGE, PLACEHOLDER_IMAGE } from '@/config/images';
import type { Locale } from '@/i18n/routing';
import { clipText } from '@/lib/text';

/** Cut as a search result does: at a word boundary within `max` characters, then "…". */
export function snippetText(value: string, max: number): string {
  const whole = value.replace(/\s+/g, ' ').trim();
  const cut = clipText(whole, max);
  return cut.length < whole.length ? `${cut}…` : cut;
}

/** "https://site.co.il/en/blog/x" as Google shows it: "site.co.il › en › blog › x". */
export function breadcrumbsOf(siteUrl: string, path: string): string {
  let host = siteUrl;
  try {
    host = new URL(siteUrl).host;
  } catch {
    // Not an absolute URL: shown as it is.
  }
  const segments = path.split('/').filter(Boolean);
  return [host, ...segments].join(' › ');
}

export type SnippetValues = {
  path: string;
  locale: Locale;
  title: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
};

/**
 * The page as a Google result (site name, address as breadcrumbs, title ~60 and description ~160
 * characters cut with "…") and as a social card (Open Graph picture, title, description), both
 * in the page's language and direction (Hebrew right to left, English left to right).
 */
export function SnippetPreview({
  values,
  site,
}: {
  values: SnippetValues;
  site: { url: string; name: Record<Locale, string> };
}) {
  const f = useTranslations('backOffice.seoAdmin.form');
  const { locale } = values;
  const siteName = site.name[locale];
  const title = values.title || f('previewNoTitle');
  const ogTitle = values.ogTitle || values.title || f('previewNoTitle');
  const ogDescription = values.ogDescription || values.description;
  const image = values.ogImage || DEFAULT_SHARE_IMAGE;
  const host = breadcrumbsOf(site.url, '/');

  return (
    <div className="grid gap-4">
      <PreviewFigure
        caption={f('googlePreview')}
        locale={locale}
        testId="google-preview"
        className="p-4"
        style={{ fontFamily: 'arial, sans-serif' }}
      >
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-cream text-sm font-bold text-brand ring-1 ring-line"
          >
            {[...siteName][0]}
          </span>
          <span className="min-w-0 leading-tight">
            <span className="block text-sm text-[#202124]">{siteName}</span>
            <bdi dir="ltr" className="block truncate text-xs text-[#4d5156]">
              {breadcrumbsOf(site.url, values.path)}
            </bdi>
          </span>
        </div>
        <p className="mt-2 text-xl leading-snug break-words text-[#1a0dab]">
          {snippetText(title, 60)}
        </p>
        <p className="mt-1 text-sm leading-normal break-words text-[#4d5156]">
          {values.description ? (
            snippetText(values.description, 160)
          ) : (
            <span lang="he" dir="rtl">
              {f('previewNoDescription')}
            </span>
          )}
        </p>
      </PreviewFigure>

      <PreviewFigure
        caption={f('socialPreview')}
        locale={locale}
        testId="social-preview"
        className="max-w-md overflow-hidden"
      >
        <div className="relative aspect-[1.91/1] bg-cream">
          <FallbackImage
            key={image}
            src={image}
            fallback={PLACEHOLDER_IMAGE}
            alt=""
            fill
            sizes="448px"
            className="object-cover"
            unoptimized
          />
        </div>
        <div className="border-t border-line bg-[#f0f2f5] px-3 py-2.5">
          <bdi dir="ltr" className="block text-xs text-[#4b4f56] uppercase">
            {host}
          </bdi>
          <p className="mt-0.5 line-clamp-2 font-bold break-words text-[#1d2129]">
            {snippetText(ogTitle, 88)}
          </p>
          {ogDescription && (
            <p className="mt-0.5 line-clamp-2 text-sm break-words text-[#4b4f56]">
              {snippetText(ogDescription, 160)}
            </p>
          )}
        </div>
      </PreviewFigure>
    </div>
  );
}

/** One preview under its caption, in the page's language and direction, on a white card. */
function PreviewFigure({
  caption,
  locale,
  testId,
  className,
  style,
  children,
}: {
  caption: string;
  locale: Locale;
  testId: string;
  className: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <figure>
      <figcaption className="text-sm font-semibold text-ink-soft">{caption}</figcaption>
      <div
        lang={locale}
        dir={locale === 'he' ? 'rtl' : 'ltr'}
        data-testid={testId}
        className={cn('mt-2 rounded-xl bg-white text-start ring-1 ring-line', className)}
        style={style}
      >
        {children}
      </div>
    </figure>
  );
}
