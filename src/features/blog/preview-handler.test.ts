import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/admin/blog-preview/route';
import { withUserAndAdmin } from '../../../tests/setup/app-under-test';
import { asVisitor } from '../../../tests/setup/next-headers';
import { renderBody } from './render-body';

/**
 * The blog form's live preview (POST /api/admin/blog-preview) as Next calls it, with a Request:
 * real sessions on a test database; the body comes back rendered and sanitized by the public
 * page's own renderer, to admins only and from the site's own pages only.
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));

const signedIn = withUserAndAdmin();
const SITE = 'http://localhost:3000';

beforeEach(() => {
  asVisitor(signedIn.cookies.admin);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const preview = (
  body: string,
  {
    origin = SITE,
    headers = {},
  }: { origin?: string | null; headers?: Record<string, string> } = {},
) =>
  POST(
    new Request(`${SITE}/api/admin/blog-preview`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        ...(origin ? { origin } : {}),
        ...headers,
      },
    }),
  );

const json = (content: unknown) => JSON.stringify({ content });

const reply = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});

describe('POST /api/admin/blog-preview', () => {
  it('refuses anonymous visitors (401) and ordinary users (403)', async () => {
    asVisitor();
    expect((await preview(json('x'))).status).toBe(401);
    asVisitor(signedIn.cookies.user);
    expect((await preview(json('x'))).status).toBe(403);
  });

  it("refuses an admin's request from another site or without an origin (403)", async () => {
    for (const response of [
      await preview(json('x'), { origin: 'https://evil.example' }),
      await preview(json('x'), { origin: null }),
      await preview(json('x'), { headers: { 'sec-fetch-site': 'cross-site' } }),
    ]) {
      expect(await reply(response)).toEqual({ status: 403, body: { error: 'cross-origin' } });
    }
  });

  it('gives the admin the body as the public page renders it, never cached', async () => {
    const content = [
      'פסקה עם **מודגש**, *נטוי*, <u>קו תחתון</u> ו[קישור](https://example.com/page).',
      '',
      'שורה שנייה <script>alert(1)</script> [רע](javascript:alert(1))',
    ].join('\n');
    const response = await preview(json(content));
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { status, body } = await reply(response);
    expect(status).toBe(200);
    expect(body).toEqual({ html: renderBody(content) });
    const html = body.html as string;
    expect(html).toContain('<strong>מודגש</strong>');
    expect(html).toContain('<em>נטוי</em>');
    expect(html).toContain('<u>קו תחתון</u>');
    expect(html).toContain(
      '<a href="https://example.com/page" target="_blank" rel="noopener noreferrer">קישור</a>',
    );
    expect(html.match(/<p>/g)).toHaveLength(2);
    expect(html).not.toMatch(/<script|javascript:/i);
  });

  it('answers an empty body with empty html', async () => {
    expect(await reply(await preview(json('')))).toEqual({ status: 200, body: { html: '' } });
    expect(await reply(await preview('{}'))).toEqual({ status: 200, body: { html: '' } });
  });

  it('refuses a body over the cap (413), invalid JSON and a content that is not text (400)', async () => {
    const huge = json('א'.repeat(600_000));
    expect(Buffer.byteLength(huge)).toBeGreaterThan(1024 * 1024);
    expect((await preview(huge)).status).toBe(413);
    expect((await preview('{"content": "unclosed')).status).toBe(400);
    expect((await preview('not json')).status).toBe(400);
    expect((await preview(json(42))).status).toBe(400);
    // Longer than a post body may be (100 000 characters), under the byte cap.
    expect((await preview(json('a'.repeat(100_001)))).status).toBe(400);
  });
});
