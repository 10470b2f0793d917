/** schema.org BlogPosting data of a post page (spec §3 "Blog structured data shape"). */
export function blogPostingJsonLd({
  title,
  excerpt,
  image,
  author,
  publishedDate,
  updatedAt,
  url,
  locale,
  publisher,
}: {
  title: string;
  excerpt: string;
  /** Absolute URL of the post's picture, if it has one. */
  image: string | null;
  author: string;
  /** YYYY-MM-DD */
  publishedDate: string;
  updatedAt: Date | string;
  url: string;
  locale: string;
  publisher: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: title,
    ...(excerpt ? { description: excerpt } : {}),
    ...(image ? { image: [image] } : {}),
    author: { '@type': author ? 'Person' : 'Organization', name: author || publisher },
    publisher: { '@type': 'Organization', name: publisher },
    datePublished: publishedDate,
    dateModified: new Date(updatedAt).toISOString(),
    inLanguage: locale,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}
