import { describe, expect, it } from 'vitest';
import type { SeoFormValues } from '../../admin-queries';
import { seoValuesFromDraft } from './seo-draft';

const saved: SeoFormValues = {
  id: '',
  version: '',
  pagePath: '/about',
  metaTitle: 'אודות',
  metaDescription: '',
  metaKeywords: '',
  focusKeyword: '',
  ogTitle: '',
  ogDescription: '',
  ogImage: '',
  canonicalUrl: '',
  robots: 'index, follow',
  schemaMarkup: '',
  twitterTitle: '',
  twitterDescription: '',
  twitterImage: '',
};

describe('seoValuesFromDraft', () => {
  const copy = {
    id: 'someone-elses-row',
    pagePath: '/other',
    metaTitle: 'אודות החברה – מכונות פיצה אוטומטיות',
    metaDescription: 'שורה\nשנייה',
    robots: ['noindex'],
    extra: 'ignored',
  };

  it("takes the copy's texts, never its row id; a fixed page path stays", () => {
    const values = seoValuesFromDraft(copy, saved, true);
    expect(values).toEqual({
      ...saved,
      metaTitle: 'אודות החברה – מכונות פיצה אוטומטיות',
      metaDescription: 'שורה\nשנייה',
    });
  });

  it("takes the copy's path for a custom page", () => {
    expect(seoValuesFromDraft(copy, saved, false).pagePath).toBe('/other');
  });
});
