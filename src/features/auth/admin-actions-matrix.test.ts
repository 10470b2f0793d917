import { describe, expect, it, vi } from 'vitest';
import { adminActionHarness } from '../../../tests/setup/admin-action-harness';
import { accessRefusalStatus } from '@/lib/access-refusal';
import { isAdminAction, type ActionResult } from '@/lib/admin/action';

/**
 * The server-enforcement matrix. EVERY exported function of EVERY src/features/<domain>/
 * admin-actions.ts must be made with adminAction, and every one of them and of admin-queries.ts
 * is called by the five kinds of caller: an anonymous visitor (refused with 401), a verified
 * ordinary user (403), and an editor, a salesperson and an administrator, each served or refused
 * (403) as POLICY below says. An admin write or read that forgets the guard, or names the wrong
 * roles, fails here.
 * Sessions are real: created through Better Auth's server API on the test database; only Next's
 * request headers are handed in (vi.mock of next/headers).
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));

const actionModules = import.meta.glob<Record<string, unknown>>('../*/admin-actions.ts');
const actionSources = import.meta.glob<string>('../*/admin-actions.ts', {
  query: '?raw',
  import: 'default',
});
const queryModules = import.meta.glob<Record<string, unknown>>('../*/admin-queries.ts');
const querySources = import.meta.glob<string>('../*/admin-queries.ts', {
  query: '?raw',
  import: 'default',
});
/** Every source file of the features, to find adminAction used outside admin-actions.ts. */
const featureSources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts'], {
  query: '?raw',
  import: 'default',
});

const signedIn = adminActionHarness({ visitor: 'unchanged' });
const { as } = signedIn;

type Staff = 'admin' | 'editor' | 'sales';
const ADMIN: Staff[] = ['admin'];
const CONTENT: Staff[] = ['admin', 'editor'];
const LEADS: Staff[] = ['admin', 'sales'];

/**
 * Who may call each feature's actions and reads (issue 35): editors the catalogue, blog, SEO and
 * page texts; sales the leads; everything else administrators only. Written out here rather than
 * read from src/lib/admin/roles.ts, so a change of a feature's roles is a change of this table.
 */
const POLICY: Record<string, Staff[]> = {
  auth: ADMIN,
  backups: ADMIN,
  blog: CONTENT,
  company: ADMIN,
  contact: LEADS,
  'machine-types': CONTENT,
  machines: CONTENT,
  'page-texts': CONTENT,
  products: CONTENT,
  rentals: CONTENT,
  revisions: CONTENT,
  seo: CONTENT,
  team: ADMIN,
  trash: ADMIN,
};

/** Functions whose roles differ from their feature's: deleting leads and their retention policy. */
const EXCEPTIONS: Record<string, Staff[]> = {
  deleteInquiry: ADMIN,
  setInquiryRetention: ADMIN,
  getInquiryRetention: ADMIN,
};

/** '../blog/admin-actions.ts' → blog; this folder's own files ('./admin-queries.ts') → auth. */
const featureOf = (file: string) => (file.startsWith('./') ? 'auth' : file.split('/')[1]!);
const allowedFor = (file: string, name: string): Staff[] =>
  EXCEPTIONS[name] ?? POLICY[featureOf(file)] ?? [];

/** How a call ended: its refusal status (thrown AuthError or result), or 'ok' / 'other error'. */
async function outcome(
  call: () => Promise<unknown>,
): Promise<number | 'ok' | 'other error' | 'thrown refusal'> {
  try {
    const result = (await call()) as Partial<ActionResult<unknown>> | undefined;
    if (result && result.ok === false && result.status) return result.status;
    return 'ok';
  } catch (error) {
    // Actions refuse with a result ({ ok: false, status: 401 | 403 }, so an open form keeps its
    // values); one that threw Next's unauthorized() / forbidden() instead is a regression.
    if (accessRefusalStatus(error)) return 'thrown refusal';
    // Reads throw our AuthError.
    const status = (error as { status?: unknown; name?: string }).status;
    if ((error as Error).name === 'AuthError' && typeof status === 'number') return status;
    return 'other error';
  }
}

async function expectGuarded(name: string, allowed: Staff[], call: () => Promise<unknown>) {
  as();
  expect(await outcome(call), `${name} as anonymous`).toBe(401);
  as(signedIn.cookies.user);
  expect(await outcome(call), `${name} as a verified ordinary user`).toBe(403);
  for (const role of ['editor', 'sales', 'admin'] as const) {
    as(signedIn.cookies[role]);
    const result = await outcome(call);
    if (allowed.includes(role))
      expect([`ok`, 'other error'], `${name} as ${role}`).toContain(result);
    else expect(result, `${name} as ${role}`).toBe(403);
  }
}

describe('admin actions and reads (server enforcement matrix)', () => {
  it('each belong to a feature with a stated policy', () => {
    for (const file of [...Object.keys(actionModules), ...Object.keys(queryModules)])
      expect(POLICY, `${file} has no row in POLICY`).toHaveProperty([featureOf(file)]);
  });

  it('are found', () => {
    expect(Object.keys(queryModules)).toContain('../contact/admin-queries.ts');
    // The company settings (company.save): refused to anonymous visitors and ordinary users too.
    expect(Object.keys(actionModules)).toContain('../company/admin-actions.ts');
    expect(Object.keys(queryModules)).toContain('../company/admin-queries.ts');
    // The page texts (pageTexts.save) and their form's read.
    expect(Object.keys(actionModules)).toContain('../page-texts/admin-actions.ts');
    expect(Object.keys(queryModules)).toContain('../page-texts/admin-queries.ts');
  });

  it('are made with adminAction only in admin-actions.ts files', async () => {
    for (const [file, load] of Object.entries(featureSources)) {
      const source = await load();
      if (/\badminAction\(/.test(source) && !file.endsWith('/admin-action.ts'))
        expect(file, 'adminAction used outside an admin-actions.ts').toMatch(
          /\/admin-actions\.ts$/,
        );
    }
  });

  for (const [file, load] of Object.entries(actionModules)) {
    describe(file, () => {
      it("is a 'use server' module of adminAction functions only", async () => {
        const source = await actionSources[file]!();
        expect(source.trimStart().startsWith("'use server'")).toBe(true);
        const exports = await load();
        expect(Object.keys(exports).length).toBeGreaterThan(0);
        // Every handler writes through its context's write() (the audit row rides with it).
        const writers = source.match(/\{[\w\s,]*\bwrite\b[\w\s,]*\}/g)?.length ?? 0;
        expect(
          writers,
          'a handler that does not take write from its context',
        ).toBeGreaterThanOrEqual(Object.keys(exports).length);
        expect(source, 'a write outside write()').not.toMatch(
          /getDb\(\)\s*\.(transaction|insert|update|delete)/,
        );
        for (const [name, value] of Object.entries(exports)) {
          expect(isAdminAction(value), `${name} is not made with adminAction`).toBe(true);
          expect((value as () => unknown).constructor.name, `${name} is not async`).toBe(
            'AsyncFunction',
          );
        }
      });

      it('refuses anonymous visitors (401), ordinary users (403), serves only its roles', async () => {
        for (const [name, value] of Object.entries(await load())) {
          const action = value as (previous: unknown, input: FormData) => Promise<unknown>;
          await expectGuarded(name, allowedFor(file, name), () => action(null, new FormData()));
        }
      });
    });
  }

  for (const [file, load] of Object.entries(queryModules)) {
    describe(file, () => {
      it('is a server-only module of async functions, not a server action module', async () => {
        const source = await querySources[file]!();
        expect(source).toMatch(/^import 'server-only';/m);
        expect(source).not.toMatch(/^'use server'/m);
        for (const [name, value] of Object.entries(await load())) {
          if (typeof value !== 'function') continue;
          expect((value as () => unknown).constructor.name, `${name} is not async`).toBe(
            'AsyncFunction',
          );
        }
      });

      it('refuses anonymous visitors (401), ordinary users (403), serves only its roles', async () => {
        for (const [name, value] of Object.entries(await load())) {
          if (typeof value === 'function')
            await expectGuarded(name, allowedFor(file, name), value as () => Promise<unknown>);
        }
      });
    });
  }
});

describe('requireAdmin', () => {
  it('logs refusals without credentials', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { requireAdmin } = await import('@/lib/admin/guard');
    as(signedIn.cookies.user);
    await expect(requireAdmin()).rejects.toMatchObject({ status: 403 });
    as();
    await expect(requireAdmin()).rejects.toMatchObject({ status: 401 });
    const logged = warn.mock.calls.map((c) => c.join(' ')).join('\n');
    warn.mockRestore();
    expect(logged).toMatch(/\[auth\] 403: .* by user user \S+ from 203\.0\.113\.7/);
    expect(logged).toMatch(/\[auth\] 401: anonymous .* from 203\.0\.113\.7/);
    expect(logged).not.toContain('session_token');
    expect(logged).not.toContain(signedIn.cookies.user.split('=')[1]!.split('.')[0]!);
  });

  it('treats a user whose role lookup fails as having no role (logged)', async () => {
    const { roleOf } = await import('@/lib/auth');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = {
      select: () => {
        throw new Error('connection lost');
      },
    } as unknown as Parameters<typeof roleOf>[0];
    expect(await roleOf(broken, 'someone')).toBe('user');
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('role lookup for user someone failed'),
      'connection lost',
    );
    error.mockRestore();
  });
});
