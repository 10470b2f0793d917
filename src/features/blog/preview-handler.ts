import 'server-only';
import { authErrorResponse, requireRole } from '@/lib/admin/guard';
import { ROLES_FOR } from '@/lib/admin/roles';
import { isSameOrigin } from '@/lib/same-origin';
import { normalizeFields } from '@/lib/text';
import { renderBody } from './render-body';
import { BLOG_MAX_BYTES, blogPreviewSchema } from './schemas';

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * `POST /api/admin/blog-preview` with `{ content }`: the body as visitors will get it, rendered
 * and sanitized by the public page's own renderer (what the admin sees is what visitors get).
 * Admin only (401/403), same origin only (403), at most 1 MB (413). A read: nothing is stored.
 */
export async function handlePreviewRequest(request: Request): Promise<Response> {
  try {
    await requireRole(ROLES_FOR.content);
  } catch (error) {
    return authErrorResponse(error);
  }
  if (!isSameOrigin(request)) return json({ error: 'cross-origin' }, 403);
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > BLOG_MAX_BYTES) return json({ error: 'too large' }, 413);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json({ error: 'invalid' }, 400);
  }
  const parsed = blogPreviewSchema.safeParse(
    normalizeFields(body && typeof body === 'object' ? (body as Record<string, unknown>) : {}, [
      'content',
    ]),
  );
  if (!parsed.success) return json({ error: 'invalid' }, 400);
  return json({ html: renderBody(parsed.data.content) });
}
