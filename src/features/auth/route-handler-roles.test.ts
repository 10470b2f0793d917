import { describe, expect, it, vi } from 'vitest';
import { GET as analyticsExport } from '@/app/api/admin/analytics/export/route';
import { GET as inboxExport } from '@/app/api/admin/inquiries/export/route';
import { GET as personExport } from '@/app/api/admin/inquiries/[id]/person-export/route';
import { GET as seoAnalysis } from '@/app/api/admin/seo/analysis/route';
import { handlePreviewRequest } from '@/features/blog/preview-handler';
import { handleUploadRequest } from '@/features/media/upload-handler';
import { adminActionHarness } from '../../../tests/setup/admin-action-harness';

/**
 * The admin route handlers (downloads, the SEO dialog's analysis, the blog preview, uploads) by
 * the five kinds of caller, as the admin-actions matrix does for actions and reads: anonymous
 * 401, an ordinary user 403, and each role served or refused (403) by what the handler is for.
 * "Served" means any answer but 401/403 (a bad request is fine: the guard let it through).
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
vi.mock('next/cache', () => import('../../../tests/setup/next-cache'));

const signedIn = adminActionHarness({ visitor: 'unchanged', silence: ['warn'] });
const { as } = signedIn;

const SITE = 'http://localhost:3000';
const sameSite = { 'sec-fetch-site': 'same-origin', origin: SITE };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type Staff = 'admin' | 'editor' | 'sales';
const HANDLERS: { name: string; allowed: Staff[]; call: () => Promise<Response> }[] = [
  {
    name: 'inbox CSV export',
    allowed: ['admin', 'sales'],
    call: () =>
      inboxExport(new Request(`${SITE}/api/admin/inquiries/export`, { headers: sameSite })),
  },
  {
    name: 'analytics CSV export',
    allowed: ['admin', 'sales'],
    call: () =>
      analyticsExport(
        new Request(`${SITE}/api/admin/analytics/export?from=2026-11-01&to=2026-11-07`, {
          headers: sameSite,
        }),
      ),
  },
  {
    name: "a person's data export",
    allowed: ['admin'],
    call: () =>
      personExport(
        new Request(`${SITE}/api/admin/inquiries/${UNKNOWN_ID}/person-export`, {
          headers: sameSite,
        }),
        { params: Promise.resolve({ id: UNKNOWN_ID }) },
      ),
  },
  {
    name: 'SEO analysis',
    allowed: ['admin', 'editor'],
    call: () =>
      seoAnalysis(new Request(`${SITE}/api/admin/seo/analysis?path=/api`, { headers: sameSite })),
  },
  {
    name: 'blog preview',
    allowed: ['admin', 'editor'],
    call: () =>
      handlePreviewRequest(
        new Request(`${SITE}/api/admin/blog-preview`, {
          method: 'POST',
          headers: { ...sameSite, 'content-type': 'application/json' },
          body: '{}',
        }),
      ),
  },
  {
    name: 'upload',
    allowed: ['admin', 'editor'],
    call: () =>
      handleUploadRequest(
        new Request(`${SITE}/api/admin/uploads?folder=nowhere`, {
          method: 'POST',
          headers: { ...sameSite, 'x-file-name': 'a.jpg' },
          body: 'x',
        }),
      ),
  },
];

describe('admin route handlers by role', () => {
  for (const { name, allowed, call } of HANDLERS) {
    it(`${name}: 401 anonymous, 403 ordinary user, served only to ${allowed.join(' and ')}`, async () => {
      as();
      expect((await call()).status, 'anonymous').toBe(401);
      as(signedIn.cookies.user);
      expect((await call()).status, 'ordinary user').toBe(403);
      for (const role of ['editor', 'sales', 'admin'] as const) {
        as(signedIn.cookies[role]);
        const { status } = await call();
        if (allowed.includes(role)) expect([401, 403], role).not.toContain(status);
        else expect(status, role).toBe(403);
      }
    });
  }
});
