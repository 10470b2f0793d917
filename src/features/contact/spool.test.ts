import { randomUUID } from 'node:crypto';
import { appendFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactInquiries, products } from '@/db/schema';
import { withUpAndDownDatabases } from '../../../tests/setup/outage-db';
import {
  drainSpool,
  hasSpooledInquiries,
  REJECTED,
  SPOOL_MAX_BYTES,
  SpoolFullError,
  spoolInquiry,
  spoolPending,
  type InquiryRecord,
} from './spool';

/** A test database, and a client whose server is gone (`down`: connections refused). */
const databases = withUpAndDownDatabases();
let dir: string;
beforeEach(async () => {
  dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'vending-spool-')), 'spool');
  await databases.up.db.delete(contactInquiries);
});
afterEach(() => rm(path.dirname(dir), { recursive: true, force: true }));

const record = (name: string, extra: Partial<InquiryRecord> = {}): InquiryRecord => ({
  id: randomUUID(),
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  name,
  phone: '0501234567',
  email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
  message: 'שלום, we need two machines',
  purpose: 'rent',
  city: 'באר שבע',
  locale: 'he',
  page: '/contact',
  productId: null,
  utmSource: 'newsletter',
  utmMedium: null,
  utmCampaign: null,
  ...extra,
});
const rows = () => databases.up.db.select().from(contactInquiries);
const files = async () => (await readdir(dir)).sort();

describe('the inquiry spool', () => {
  it('appends one JSON line per inquiry to a file only its owner can read', async () => {
    const a = record('Spooled A');
    const b = record('Spooled B', { email: null, message: null });
    await spoolInquiry(a, dir);
    await spoolInquiry(b, dir);
    const file = path.join(dir, 'inquiries.jsonl');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    const lines = (await readFile(file, 'utf8')).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines.slice(0, 2).map((l) => JSON.parse(l) as unknown)).toEqual([a, b]);
    expect(hasSpooledInquiries(dir)).toBe(true);
    expect(await spoolPending(dir)).toBe(2);
  });

  it('moves every spooled inquiry into the database once, with all its columns', async () => {
    const [product] = await databases.up.db
      .insert(products)
      .values({ nameHe: 'מכונה', slugHe: `spool-${randomUUID()}` })
      .returning({ id: products.id });
    const inquiries = [
      record('Drain A', { productId: product!.id, utmMedium: 'email', utmCampaign: 'spring' }),
      record('Drain B', { locale: 'en', page: '/en/contact' }),
      // Its product was deleted meanwhile: stored as none, the lead is kept. Spooled by a
      // version before purpose and city: read as none.
      record('Drain C', { productId: randomUUID(), purpose: undefined, city: undefined }),
    ];
    for (const inquiry of inquiries) await spoolInquiry(inquiry, dir);

    expect(await drainSpool(databases.up.db, dir)).toBe(3);
    expect(await files()).toEqual([]);
    expect(hasSpooledInquiries(dir)).toBe(false);
    const stored = await rows();
    expect(stored).toHaveLength(3);
    for (const inquiry of inquiries) {
      const row = stored.find((r) => r.id === inquiry.id)!;
      expect(row).toMatchObject({
        name: inquiry.name,
        phone: inquiry.phone,
        email: inquiry.email,
        message: inquiry.message,
        purpose: inquiry.purpose ?? null,
        city: inquiry.city ?? null,
        locale: inquiry.locale,
        page: inquiry.page,
        utmSource: inquiry.utmSource,
        utmMedium: inquiry.utmMedium,
        utmCampaign: inquiry.utmCampaign,
        status: 'new',
        emailStatus: 'pending',
      });
      // The time the visitor sent it, not the time it was moved.
      expect(row.createdAt.toISOString()).toBe(inquiry.createdAt);
    }
    expect(stored.find((r) => r.name === 'Drain A')!.productId).toBe(product!.id);
    expect(stored.find((r) => r.name === 'Drain C')!.productId).toBeNull();

    // Nothing left: a second drain moves nothing.
    expect(await drainSpool(databases.up.db, dir)).toBe(0);
    expect(await rows()).toHaveLength(3);
  });

  it('stores each inquiry once when a spool is drained twice (a crash before the file was deleted)', async () => {
    const inquiries = [record('Twice A'), record('Twice B')];
    for (const inquiry of inquiries) await spoolInquiry(inquiry, dir);
    const copy = await readFile(path.join(dir, 'inquiries.jsonl'));
    expect(await drainSpool(databases.up.db, dir)).toBe(2);
    // The process died after the inserts, before the delete: the draining file is still there.
    await writeFile(path.join(dir, 'inquiries.draining-1-crashed.jsonl'), copy, { mode: 0o600 });
    // Meanwhile one more inquiry was spooled, and one line was sent twice (a retried form).
    const later = record('Later');
    await spoolInquiry(later, dir);
    await spoolInquiry(later, dir);

    expect(await drainSpool(databases.up.db, dir)).toBe(1);
    expect(await files()).toEqual([]);
    const names = (await rows()).map((r) => r.name).sort();
    expect(names).toEqual(['Later', 'Twice A', 'Twice B']);
  });

  it('keeps the files while the database is down and moves them once it is back', async () => {
    await spoolInquiry(record('Outage A'), dir);
    await expect(drainSpool(databases.down, dir)).rejects.toThrow();
    // The spool file became a draining file that is kept; new inquiries start a new spool file.
    const [draining] = await files();
    expect(draining).toMatch(/^inquiries\.draining-[\w-]+\.jsonl$/);
    await spoolInquiry(record('Outage B'), dir);
    await expect(drainSpool(databases.down, dir)).rejects.toThrow();
    expect(await files()).toEqual([draining, 'inquiries.jsonl']);
    expect(await spoolPending(dir)).toBe(2);
    expect(await rows()).toEqual([]);

    expect(await drainSpool(databases.up.db, dir)).toBe(2);
    expect(await files()).toEqual([]);
    expect((await rows()).map((r) => r.name).sort()).toEqual(['Outage A', 'Outage B']);
  });

  it('loses no inquiry appended while a drain runs', async () => {
    const inquiries = Array.from({ length: 40 }, (_, n) => record(`Busy ${n}`));
    let moved = 0;
    let appending = true;
    await Promise.all([
      (async () => {
        for (const inquiry of inquiries) await spoolInquiry(inquiry, dir);
        appending = false;
      })(),
      (async () => {
        // Drains back to back for as long as the appends go on (each waits on the disk and the
        // database, which lets the appends run in between).
        while (appending) moved += await drainSpool(databases.up.db, dir);
      })(),
    ]);
    moved += await drainSpool(databases.up.db, dir);
    expect(moved).toBe(40);
    expect(await rows()).toHaveLength(40);
    expect(await files()).toEqual([]);
  });

  it('starts a new line after one cut short, and keeps a damaged line aside for a person', async () => {
    const a = record('Before the cut');
    await spoolInquiry(a, dir);
    // A crash (or a full disk) in the middle of a write left half a line.
    await appendFile(path.join(dir, 'inquiries.jsonl'), '{"id":"5f0c6c1e-2f43-4c39-9d7a-0a6');
    const b = record('After the cut');
    await spoolInquiry(b, dir);
    expect(await drainSpool(databases.up.db, dir)).toBe(2);
    expect((await rows()).map((r) => r.name).sort()).toEqual(['After the cut', 'Before the cut']);
    expect(await files()).toEqual([REJECTED]);
    const rejected = path.join(dir, REJECTED);
    expect(await readFile(rejected, 'utf8')).toBe('{"id":"5f0c6c1e-2f43-4c39-9d7a-0a6\n');
    expect((await stat(rejected)).mode & 0o777).toBe(0o600);
    expect(hasSpooledInquiries(dir)).toBe(false);
  });

  it('refuses an inquiry beyond its bound (an outage plus a flood cannot fill the disk)', async () => {
    await spoolInquiry(record('Fits'), dir);
    const size = (await stat(path.join(dir, 'inquiries.jsonl'))).size;
    await writeFile(path.join(dir, 'filler'), Buffer.alloc(SPOOL_MAX_BYTES - 2 * size));
    await expect(spoolInquiry(record('Too many'), dir)).rejects.toBeInstanceOf(SpoolFullError);
    expect(await spoolPending(dir)).toBe(1);
    await rm(path.join(dir, 'filler'));
    await spoolInquiry(record('Fits again'), dir);
    expect(await spoolPending(dir)).toBe(2);
  });

  it('refuses a line the database refuses without holding back the others', async () => {
    const good = record('Good line');
    await spoolInquiry(good, dir);
    // A well-formed line the database refuses (its check constraint): kept aside, not retried forever.
    const refused = record('Refused line');
    await spoolInquiry(refused, dir);
    // Only for this test: make the database refuse that one row.
    await databases.up.db.execute(
      sql`alter table contact_inquiries add constraint spool_test_refuse check (name <> 'Refused line')`,
    );
    try {
      expect(await drainSpool(databases.up.db, dir)).toBe(1);
    } finally {
      await databases.up.db.execute(
        sql`alter table contact_inquiries drop constraint spool_test_refuse`,
      );
    }
    expect((await rows()).map((r) => r.name)).toEqual(['Good line']);
    expect(await files()).toEqual([REJECTED]);
    const kept = (await readFile(path.join(dir, REJECTED), 'utf8')).trim();
    expect((JSON.parse(kept) as InquiryRecord).id).toBe(refused.id);
    expect(
      await databases.up.db.select().from(contactInquiries).where(eq(contactInquiries.id, good.id)),
    ).toHaveLength(1);
  });
});
