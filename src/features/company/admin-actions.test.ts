import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditLog, contactInquiries, siteSettings } from '@/db/schema';
import { sendMail } from '@/lib/mail';
import { readSetting } from '@/lib/settings';
import { readCompany } from '@/lib/settings/company';
import {
  companyFormSchema,
  companyToForm,
  UNSAVED_VERSION,
  type CompanyForm,
} from '@/lib/settings/company-schema';
import { adminActionHarness } from '../../../tests/setup/admin-action-harness';
import { updatedTags } from '../../../tests/setup/next-cache';
import { saveCompanySettings } from './admin-actions';
import { getCompanySettings } from './admin-queries';
import { deliverDueInquiries } from '../contact/delivery';

/**
 * The company settings (/admin/settings) against a real database and real sessions: the first
 * values of an empty database come from the environment, an admin's save is stored, audited
 * (naming the changed fields) and updates the settings cache tag, and bad input is refused field
 * by field with the back office's Hebrew messages and changes nothing. (Anonymous and non-admin
 * callers: the authorization matrix test.)
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
vi.mock('next/cache', () => import('../../../tests/setup/next-cache'));
vi.mock('@/lib/mail', () => ({ sendMail: vi.fn(async () => ({ messageId: 'test' })) }));

const { db } = adminActionHarness({
  clear: [auditLog, siteSettings, contactInquiries],
  silence: ['info'],
});

/** The environment variables of the company data, restored after each test. */
const ENV_KEYS = [
  'SITE_NAME_HE',
  'SITE_NAME_EN',
  'SITE_PHONE',
  'SITE_CHAT_NUMBER',
  'SITE_EMAIL',
  'SALES_EMAIL',
  'SITE_FACEBOOK_URL',
  'A11Y_CONTACT_NAME_HE',
  'A11Y_STATEMENT_DATE',
] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
afterEach(() => {
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
});

/** A valid form: the defaults with a new sales phone. */
async function validForm(changes: Partial<CompanyForm> = {}): Promise<CompanyForm> {
  return { ...companyToForm(await readCompany(db())), ...changes };
}

const storedRow = async () =>
  (await db().select().from(siteSettings).where(eq(siteSettings.key, 'company')))[0];

describe('company settings on an empty database', () => {
  it('are the SITE_* / A11Y_* / SALES_EMAIL variables, with the demo values for the rest', async () => {
    process.env.SITE_NAME_HE = 'פיצה אוטומטית';
    process.env.SITE_NAME_EN = 'Pizza Auto';
    process.env.SITE_PHONE = '052-111-2222';
    process.env.SITE_CHAT_NUMBER = '972521112222';
    process.env.SITE_EMAIL = 'hello@example.com';
    process.env.SALES_EMAIL = 'leads@example.com';
    process.env.SITE_FACEBOOK_URL = 'https://www.facebook.com/pizza-auto';
    process.env.A11Y_CONTACT_NAME_HE = 'דנה כהן';
    process.env.A11Y_STATEMENT_DATE = '2025-01-02';
    expect(await storedRow()).toBeUndefined();
    const company = await readCompany(db());
    expect(company).toMatchObject({
      name: { he: 'פיצה אוטומטית', en: 'Pizza Auto' },
      teamName: { he: 'צוות פיצה אוטומטית', en: 'The Pizza Auto Team' },
      phone: '052-111-2222',
      secondPhone: '03-555-0199',
      chatNumber: '972521112222',
      email: 'hello@example.com',
      salesEmail: 'leads@example.com',
      social: {
        facebook: 'https://www.facebook.com/pizza-auto',
        instagram: 'https://www.instagram.com/autopizza.il',
      },
      coverage: { he: 'המכונות שלנו פרוסות בצפון, במרכז ובדרום הארץ' },
      accessibility: {
        contactName: { he: 'דנה כהן', en: 'Michal Levi' },
        statementDate: '2025-01-02',
      },
    });
    // The admin screen starts with the same values.
    expect(await getCompanySettings()).toMatchObject({
      values: {
        companyNameHe: 'פיצה אוטומטית',
        salesPhone: '052-111-2222',
        salesEmail: 'leads@example.com',
      },
      version: UNSAVED_VERSION,
    });
  });

  it('fall back to the demo inbox sales@localhost, which the form accepts', async () => {
    delete process.env.SALES_EMAIL;
    const company = await readCompany(db());
    expect(company.salesEmail).toBe('sales@localhost');
    expect(companyFormSchema.safeParse(companyToForm(company)).success).toBe(true);
  });
});

describe('saveCompanySettings', () => {
  it('stores the settings, audits the changed fields and updates the settings tag', async () => {
    process.env.SITE_PHONE = '050-555-0123';
    const result = await saveCompanySettings(
      null,
      await validForm({ salesPhone: '052-777-8888', coverageEn: 'Machines all over Israel' }),
    );
    expect(result).toMatchObject({
      ok: true,
      data: { changed: ['salesPhone', 'coverageEn'] },
    });
    expect(updatedTags).toEqual(['settings']);
    const row = await storedRow();
    expect(row).toMatchObject({ updatedBy: 'admin@example.com' });
    expect(row!.value).toMatchObject({
      phone: '052-777-8888',
      coverage: { en: 'Machines all over Israel' },
    });
    const company = await readCompany(db());
    expect(company.phone).toBe('052-777-8888');
    // Saved values win over the environment from now on.
    process.env.SITE_PHONE = '03-000-0000';
    expect((await readCompany(db())).phone).toBe('052-777-8888');
    const entries = await db().select().from(auditLog).where(eq(auditLog.action, 'company.save'));
    expect(entries.map((e) => [e.actorEmail, e.entityType, e.entityId, e.summary])).toEqual([
      [
        'admin@example.com',
        'setting',
        'company',
        'עודכן: הגדרות החברה (טלפון המכירות, שורת הפריסה באנגלית)',
      ],
    ]);
  });

  it("refuses a save over a colleague's newer one, naming the fields, unless told to overwrite", async () => {
    // Two admins open the form on the first values; the first saves a new phone.
    const opened = await getCompanySettings();
    expect(
      await saveCompanySettings(null, {
        ...opened.values,
        salesPhone: '052-777-8888',
        version: opened.version,
      }),
    ).toMatchObject({ ok: true });
    const saved = await getCompanySettings();
    expect(saved.version).not.toBe(UNSAVED_VERSION);
    // The second, on the form opened before, changes the e-mail: refused, nothing written.
    const stale = await saveCompanySettings(null, {
      ...opened.values,
      publicEmail: 'hello@example.com',
      version: opened.version,
    });
    expect(stale).toMatchObject({
      ok: false,
      conflict: { changed: ['טלפון המכירות', 'אימייל לפניות'] },
    });
    expect((await readCompany(db())).phone).toBe('052-777-8888');
    // Saved anyway: the colleague's phone is overwritten, as chosen.
    expect(
      await saveCompanySettings(null, {
        ...opened.values,
        publicEmail: 'hello@example.com',
        version: opened.version,
        overwrite: '1',
      }),
    ).toMatchObject({ ok: true });
    expect(await readCompany(db())).toMatchObject({
      phone: opened.values.salesPhone,
      email: 'hello@example.com',
    });
    // A form opened on the latest version saves.
    const latest = await getCompanySettings();
    expect(
      await saveCompanySettings(null, {
        ...latest.values,
        secondPhone: '03-111-2222',
        version: latest.version,
      }),
    ).toMatchObject({ ok: true });
  });

  it('saves the social links empty (the site then hides them)', async () => {
    const result = await saveCompanySettings(null, await validForm({ linkedinUrl: '' }));
    expect(result).toMatchObject({ ok: true });
    expect((await readSetting('company', db())).social.linkedin).toBe('');
  });

  const BAD: [string, Partial<CompanyForm>, Record<string, string>][] = [
    ['an empty required text', { companyNameHe: '  ' }, { companyNameHe: 'שדה חובה' }],
    [
      '5,000 characters in a short field',
      { coverageHe: 'א'.repeat(5000) },
      { coverageHe: 'הטקסט ארוך מדי' },
    ],
    [
      'a phone with letters',
      { salesPhone: '050-555-abcd' },
      { salesPhone: expect.stringContaining('9 עד 15 ספרות') },
    ],
    [
      'a phone too short',
      { a11yPhone: '050-12' },
      { a11yPhone: expect.stringContaining('9 עד 15 ספרות') },
    ],
    [
      'a chat number with "+"',
      { chatNumber: '+972501234567' },
      { chatNumber: expect.stringContaining('10 עד 15 ספרות') },
    ],
    ['a bad e-mail', { publicEmail: 'info@' }, { publicEmail: 'כתובת האימייל אינה תקינה' }],
    [
      'a javascript: social URL',
      { facebookUrl: 'javascript:alert(1)' },
      { facebookUrl: expect.stringContaining('https://') },
    ],
    [
      'an http: social URL',
      { instagramUrl: 'http://www.instagram.com/x' },
      { instagramUrl: expect.stringContaining('https://') },
    ],
    [
      '<b> in a text',
      { companyNameEn: 'Auto<b>Pizza</b>' },
      { companyNameEn: expect.stringContaining('בלי תגיות HTML') },
    ],
    [
      '<script> in a text',
      { a11yNameHe: '<script>alert(1)</script>' },
      { a11yNameHe: expect.stringContaining('בלי תגיות HTML') },
    ],
    [
      'a date that does not exist',
      { statementDate: '2025-02-30' },
      { statementDate: 'התאריך אינו תקין' },
    ],
    [
      'a date in the future',
      { statementDate: '2999-01-01' },
      { statementDate: 'התאריך לא יכול להיות בעתיד' },
    ],
  ];
  for (const [what, changes, fieldErrors] of BAD) {
    it(`refuses ${what} with a message on the field and changes nothing`, async () => {
      const result = await saveCompanySettings(null, await validForm(changes));
      expect(result).toMatchObject({ ok: false, fieldErrors });
      expect(Object.keys((result as { fieldErrors: object }).fieldErrors)).toEqual(
        Object.keys(fieldErrors),
      );
      expect(await storedRow()).toBeUndefined();
      expect(await db().select().from(auditLog)).toEqual([]);
      expect(updatedTags).toEqual([]);
    });
  }

  it('refuses a form sent without its fields', async () => {
    const result = await saveCompanySettings(null, new FormData());
    expect(result).toMatchObject({ ok: false, fieldErrors: { companyNameHe: 'שדה חובה' } });
    expect(await storedRow()).toBeUndefined();
  });
});

describe('require two-factor for administrators', () => {
  it('is off on an empty database and in settings saved before the field existed', async () => {
    expect((await readCompany(db())).requireTwoFactorForAdmins).toBe(false);
    expect((await getCompanySettings()).values.requireTwoFactorForAdmins).toBe(false);
    const { requireTwoFactorForAdmins, ...older } = await readSetting('company', db());
    expect(requireTwoFactorForAdmins).toBe(false);
    await db()
      .insert(siteSettings)
      .values({ key: 'company', value: { ...older, phone: '052-777-8888' }, updatedBy: 'x' });
    // The other values stay (an invalid stored value would have fallen back to the defaults).
    expect(await readCompany(db())).toMatchObject({
      phone: '052-777-8888',
      requireTwoFactorForAdmins: false,
    });
  });

  it('is turned on by the ticked checkbox ("on"), audited by its name, and off again', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(await validForm())) {
      if (typeof value === 'string') form.set(key, value);
    }
    form.set('requireTwoFactorForAdmins', 'on');
    expect(await saveCompanySettings(null, form)).toMatchObject({
      ok: true,
      data: { changed: ['requireTwoFactorForAdmins'] },
    });
    expect((await readSetting('company', db())).requireTwoFactorForAdmins).toBe(true);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'company.save'));
    expect(entry?.summary).toBe('עודכן: הגדרות החברה (חובת אימות דו-שלבי למנהלים)');
    // Unticked, a checkbox sends nothing: off.
    form.delete('requireTwoFactorForAdmins');
    expect(await saveCompanySettings(null, form)).toMatchObject({ ok: true });
    expect((await readSetting('company', db())).requireTwoFactorForAdmins).toBe(false);
  });
});

describe('the lead e-mails', () => {
  it('go to the sales inbox of the settings, read at send time', async () => {
    process.env.SALES_EMAIL = 'first@example.com';
    const lead = () =>
      db().insert(contactInquiries).values({ name: 'דנה', phone: '0501234567', locale: 'he' });
    const sentTo = () => vi.mocked(sendMail).mock.calls.map(([mail]) => mail.to);
    vi.mocked(sendMail).mockClear();
    await lead();
    expect(await deliverDueInquiries(db())).toEqual({ sent: 1, failed: 0 });
    await saveCompanySettings(null, await validForm({ salesEmail: 'leads@example.com' }));
    await lead();
    expect(await deliverDueInquiries(db())).toEqual({ sent: 1, failed: 0 });
    expect(sentTo()).toEqual(['first@example.com', 'leads@example.com']);
  });
});
