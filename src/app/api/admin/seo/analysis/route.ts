import { refuseAdminGet } from '@/lib/admin/guard';
import { ROLES_FOR } from '@/lib/admin/roles';
import { analyzePage } from '@/features/seo/page-analysis';
import { pagePath } from '@/features/seo/schemas';

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * `GET /api/admin/seo/analysis?path=/en/about`: the page's content as the score reads it
 * (`PageContent`), for the SEO dialog's live score. Admin only, from our own pages
 * (refuseAdminGet: 401/403). Only public pages: no /api or /admin paths (400).
 */
export async function GET(request: Request): Promise<Response> {
  const refused = await refuseAdminGet(request, { roles: ROLES_FOR.content });
  if (refused) return refused;
  const parsed = pagePath.safeParse(new URL(request.url).searchParams.get('path') ?? '');
  if (!parsed.success || /^\/(api|admin)(\/|$)/.test(parsed.data)) {
    return json({ error: 'invalid' }, 400);
  }
  return json(await analyzePage(parsed.data));
}
