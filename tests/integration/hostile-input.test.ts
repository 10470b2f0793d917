import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withAppUnderTest } from '../setup/app-under-test';
import { asVisitor } from '../setup/next-headers';
import { contactInquiries, user } from '@/db/schema';

/**
 * A fuzz run (issue 15): 500 generated hostile inputs — very long, control and bidi characters,
 * emoji, mixed scripts, values of the wrong JSON type — at the contact action and the auth API.
 * Nothing may answer a server error, and nothing stored may keep a control or bidi-override
 * character. Seeded, so a failure can be replayed (FUZZ_SEED=… in the message).
 */
vi.mock('next/headers', () => import('../setup/next-headers'));
const t = withAppUnderTest();
let submitInquiry: typeof import('@/features/contact/actions').submitInquiry;
let getAuth: typeof import('@/lib/auth').getAuth;

beforeAll(async () => {
  // After the app under test has set the environment (database, site address).
  ({ submitInquiry } = await import('@/features/contact/actions'));
  ({ getAuth } = await import('@/lib/auth'));
});

const SEED = Number(process.env.FUZZ_SEED ?? randomInt(1, 2 ** 31));
/** A small deterministic generator (mulberry32). */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const PIECES = [
  'Noa',
  'נועה כהן',
  'محمد',
  'Zoë',
  '😀🍕',
  '👩🏽‍🍳',
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u009b',
  '\r\n',
  '\r',
  '\n',
  '\u2028',
  '\u202e',
  '\u202a',
  '\u2066',
  '\u2069',
  '\u200f',
  '\ufeff',
  '\ud800',
  '<script>alert(1)</script>',
  '"; drop table contact_inquiries; --',
  '=HYPERLINK("x")',
  'Phone: 0500000000',
  '%00',
  '\\u0000',
  'a'.repeat(5000),
  ' ',
  '\t',
];
const WRONG_TYPES = [null, 42, true, [], ['a'], { a: 1 }, undefined];

function hostileText(random: ReturnType<typeof generator>): string {
  let text = '';
  const parts = 1 + Math.floor(random.next() * 6);
  for (let i = 0; i < parts; i++) text += random.pick(PIECES);
  return text;
}

function hostileValue(random: ReturnType<typeof generator>): unknown {
  return random.next() < 0.15 ? random.pick(WRONG_TYPES) : hostileText(random);
}

/** Control characters (C0, DEL, C1; line breaks allowed only where `multiline`) and bidi overrides. */
const FORBIDDEN = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const FORBIDDEN_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe(`hostile input (FUZZ_SEED=${SEED})`, () => {
  afterAll(() => vi.restoreAllMocks());

  it('the contact action: 300 inputs, no exception, nothing stored with a control or bidi character', async () => {
    const random = generator(SEED);
    const outcomes = new Map<string, number>();
    for (let i = 0; i < 300; i++) {
      // Each from its own address: the rate limit is not what is tested here.
      asVisitor(undefined, `198.51.${i >> 8}.${i & 255}`);
      const input = {
        name: hostileValue(random),
        // Every other one with a real phone, so some get through and are stored.
        phone: i % 2 ? '052-111-2222' : hostileValue(random),
        email: random.next() < 0.5 ? '' : hostileValue(random),
        message: hostileValue(random),
      };
      const context = {
        locale: random.pick(['he', 'en', hostileText(random)]),
        page: hostileText(random),
      };
      const result = await submitInquiry(input as never, context as never);
      const key = result.ok ? 'stored' : result.error;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      expect(result.ok || result.error !== 'server', `input #${i}`).toBe(true);
    }
    // Some get through (the check is not "refuse everything"); how many depends on the seed:
    // 19 of 300 with FUZZ_SEED=1700107287, so the bar is low.
    expect(outcomes.get('stored') ?? 0).toBeGreaterThan(5);
    const rows = await t.db.select().from(contactInquiries);
    for (const row of rows) {
      for (const value of [row.name, row.phone, row.email ?? '', row.page ?? '']) {
        expect(FORBIDDEN_ONE_LINE.test(value), JSON.stringify(value)).toBe(false);
      }
      expect(FORBIDDEN.test(row.message ?? ''), JSON.stringify(row.message)).toBe(false);
    }
  });

  it('the auth API: 200 sign-up, sign-in and update calls, never a 500', async () => {
    const random = generator(SEED + 1);
    const auth = getAuth();
    const origin = 'http://localhost:3000';
    const paths = ['/sign-up/email', '/sign-in/email', '/update-user', '/request-password-reset'];
    const statuses = new Map<number, number>();
    for (let i = 0; i < 200; i++) {
      const body = {
        name: hostileValue(random),
        email: random.next() < 0.3 ? `fuzz${i}@example.com` : hostileValue(random),
        password: random.next() < 0.3 ? 'correct horse battery' : hostileValue(random),
      };
      const response = await auth.handler(
        new Request(`${origin}/api/auth${random.pick(paths)}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin,
            'x-vending-client-ip': `198.51.100.${i & 255}`,
          },
          body: JSON.stringify(body),
        }),
      );
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, `call #${i}: ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(
        500,
      );
    }
    expect([...statuses.keys()].some((status) => status === 200)).toBe(true);
    for (const row of await t.db.select({ name: user.name }).from(user)) {
      expect(FORBIDDEN_ONE_LINE.test(row.name), JSON.stringify(row.name)).toBe(false);
    }
  });
});
