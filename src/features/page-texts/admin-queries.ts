import 'server-only';
import en from '@messages/en.json';
import he from '@messages/he.json';
import { pageTextsPage, type PageTextsPage } from '@/config/page-texts';
import { requireRole } from '@/lib/admin/guard';
import { ROLES_FOR } from '@/lib/admin/roles';
import { currentPageTexts } from '@/lib/page-texts/merge';
import { readSetting } from '@/lib/settings';
import type { TextLocale } from './schemas';

export type PageTextsForm = {
  page: PageTextsPage;
  /** Each language's current public text of every field of the page, by message path. */
  values: Record<TextLocale, Record<string, unknown>>;
};

/** A page's texts as its form opens with them (uncached: what the public pages show now). */
export async function getPageTextsForm(id: string): Promise<PageTextsForm | null> {
  await requireRole(ROLES_FOR.content);
  const page = pageTextsPage(id);
  if (!page) return null;
  const stored = await readSetting('pageTexts');
  const paths = new Set(page.sections.flatMap((s) => s.fields.map((f) => f.path)));
  const only = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).filter(([path]) => paths.has(path)));
  return {
    page,
    values: {
      he: only(currentPageTexts(he, stored.he)),
      en: only(currentPageTexts(en, stored.en)),
    },
  };
}
